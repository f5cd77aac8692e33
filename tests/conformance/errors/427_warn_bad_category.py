# expect: 6: TypeError: category must be a Warning subclass, not 'type'
# warn's category must be a Warning subclass: ValueError is not.
import warnings

warnings.warn("fine", UserWarning, stacklevel=2)
warnings.warn("not a warning", ValueError)
