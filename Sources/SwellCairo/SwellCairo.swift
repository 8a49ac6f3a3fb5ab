// SwellCairo: draws a Swell `Scene` with cairo (image surfaces, PNG, SVG, PDF).
