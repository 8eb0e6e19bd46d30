"""Ingest's work made in a forked second process, or here when that does not pay."""

import os

import pytest

from sanad.adapters.apart import Apart


def _there() -> str:
    return f"there {os.getpid()}"


def test_work_not_worth_a_process_is_made_here_when_asked_for() -> None:
    with Apart(_there, lambda: "here", worth_it=False) as work:
        assert not work.apart
        assert work.result() == "here"


@pytest.mark.skipif((os.cpu_count() or 1) < 2, reason="a second process needs two CPUs")
def test_work_worth_a_process_is_made_in_another_one() -> None:
    with Apart(_there, lambda: "here", worth_it=True) as work:
        assert work.apart
        made = work.result()
    assert made.startswith("there ")
    assert made != f"there {os.getpid()}"
