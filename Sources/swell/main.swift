print("swell: under construction")
