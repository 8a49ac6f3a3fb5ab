// SwellGTK: a GTK 4 scroll view with a Swell refresh header.
