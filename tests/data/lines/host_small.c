/* host_small.c - a tiny host program for the line-table tests: two
 * functions, a loop and a static inline helper that the optimiser inlines. */
static inline int square(int x)
{
    return x * x;
}

int sum_squares(const int *v, int n)
{
    int s = 0;
    for (int i = 0; i < n; i++)
        s += square(v[i]);
    return s;
}

int clamp_add(int a, int b, int lo, int hi)
{
    int c = a + b;
    if (c < lo)
        return lo;
    if (c > hi)
        return hi;
    return c;
}

int entry(void);
int entry(void)
{
    static const int v[4] = { 1, 2, 3, 4 };
    return clamp_add(sum_squares(v, 4), 1, 0, 100);
}
