"""The model of examples/dispatch_sim.py: a city grid, orders, couriers and the
dispatcher's bookkeeping. A package of its own so that the example spans two files."""
