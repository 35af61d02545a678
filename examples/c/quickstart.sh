cc -std=c99 quickstart.c $(pkg-config --cflags --libs bezique) -o quickstart
./quickstart
