mcs -out:Quickstart.exe -r:Bezique.dll Quickstart.cs
mono Quickstart.exe
