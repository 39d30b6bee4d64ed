

eef