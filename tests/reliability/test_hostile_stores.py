"""Part 4: hostile stores, one test per attack. Every file of a committed store may come from
a pull request; each attack runs the real hooks and CLI as processes (see hostile.py)."""

from __future__ import annotations

from pathlib import Path

import helpers as H
import hostile
import pytest


@pytest.fixture
def box(tmp_path: Path) -> H.Sandbox:
    return H.make_sandbox(tmp_path)


def test_a_draft_id_cannot_leave_the_store(box: H.Sandbox) -> None:
    assert hostile.draft_id_escape(box) == []


def test_b_alias_bomb_is_refused_quickly(box: H.Sandbox) -> None:
    assert hostile.alias_bomb(box) == []


def test_b_one_long_word_is_screened_quickly(box: H.Sandbox) -> None:
    assert hostile.one_long_word(box) == []


def test_b_a_bad_yaml_tag_costs_one_record_not_the_cold_start(box: H.Sandbox) -> None:
    assert hostile.bad_tag(box) == []


def test_c_nul_in_a_turn_and_in_agent_type(box: H.Sandbox) -> None:
    assert hostile.nul_bytes(box) == []


@pytest.mark.parametrize("attack", hostile.SYMLINK_ATTACKS)
def test_d_symlinks_out_of_the_store_are_not_followed(box: H.Sandbox, attack: str) -> None:
    assert hostile.symlink_attack(box, attack) == []


def test_e_a_full_day_file_loses_no_trace_and_retries_queue_nothing_twice(
        box: H.Sandbox) -> None:
    assert hostile.full_day_file(box) == []


def test_f_a_20_mb_transcript_line_keeps_the_hooks_fast(box: H.Sandbox) -> None:
    assert hostile.huge_line(box) == []


def test_f_a_turn_that_is_costly_to_screen_keeps_session_end_fast(box: H.Sandbox) -> None:
    assert hostile.costly_turn(box) == []


def test_f_a_huge_agent_type_keeps_subagent_stop_fast(box: H.Sandbox) -> None:
    assert hostile.huge_agent_type(box) == []


def test_g_logs_stay_bounded(box: H.Sandbox) -> None:
    assert hostile.bounded_logs(box) == []


def test_h_temp_files_of_killed_runs_are_reported(box: H.Sandbox) -> None:
    assert hostile.tmp_leftovers(box) == []
