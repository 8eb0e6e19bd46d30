"""Units of measure: what a number must stand before for a passage to state a measure.

A measure question ("how far …", "how many miles …") is answered only by a passage that states
a number with a unit of what is measured; "how many" before a unit asks for a measure in that
unit, not for a count of things.
"""

from sanad.core.tokenise import word_set

LENGTHS = word_set("""
    cubit cubits mile miles span spans league leagues yard yards foot feet km kilometre
    kilometres kilometer kilometers metre metres meter meters farsakh farsakhs
""")
TIME_UNITS = word_set("""
    day days night nights year years month months week weeks hour hours
""")
WEIGHTS = word_set("""
    pound pounds ounce ounces uqiya uqiyas kilogram kilograms sa mudd mudds wasq awsuq mithqal
""")
MONEY = word_set("""
    dirham dirhams dinar dinars
""")
UNITS = LENGTHS | TIME_UNITS | WEIGHTS | MONEY
"""Every unit a stated measure may carry."""

# What a measure question needs stated: a number followed by one of these units. A unit asked
# for by name ("how many miles") accepts any unit of its own kind ("twelve leagues").
MEASURE_UNITS: dict[str, frozenset[str]] = {
    "far": LENGTHS, "distance": LENGTHS, "tall": LENGTHS, "high": LENGTHS,
    "height": LENGTHS, "long": LENGTHS | TIME_UNITS, "length": LENGTHS, "wide": LENGTHS,
    "width": LENGTHS, "deep": LENGTHS, "depth": LENGTHS, "big": LENGTHS, "large": LENGTHS,
    "size": LENGTHS, "area": LENGTHS, "old": TIME_UNITS, "age": TIME_UNITS,
    "heavy": WEIGHTS, "weight": WEIGHTS, "price": MONEY, "cost": MONEY,
    "often": frozenset({"times", "time"}) | TIME_UNITS,
    **{unit: kind for kind in (LENGTHS, TIME_UNITS, WEIGHTS, MONEY) for unit in kind},
}  # fmt: skip
