"""book/_ext/widget_js.py: the widget manager's schema validator is made with the option
that keeps it from warning on every page (issue 39, D16)."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "book" / "_ext"))
from widget_js import quiet_ajv  # noqa: E402

#: Shapes of the minified html-manager 1.0.15 bundles (embed.js, then libembed-amd.js).
EMBED = "const pt=n(9029).v2.state,At=n(9029).v2.view,gt=new(ft()),mt=gt.compile(pt),bt=gt.compile(At);"
AMD = "const At=r(9029).v2.state,pt=r(9029).v2.view,gt=new(ht());gt.compile(At),gt.compile(pt);"


@pytest.mark.parametrize("text", [EMBED, AMD])
def test_the_validator_is_given_allow_union_types_once(text):
    quiet = quiet_ajv(text)
    assert quiet.count("=new(") == 1 and "({allowUnionTypes:!0})" in quiet
    assert quiet.replace("({allowUnionTypes:!0})", "") == text
    assert quiet_ajv(quiet) == quiet


def test_a_bundle_that_makes_no_validator_so_is_refused():
    with pytest.raises(RuntimeError, match="quiet_ajv"):
        quiet_ajv("const a=new(b()),c=d.compile(e);")
