print("swell-demo: under construction")
