"""A whole table played hand after hand by hypothesis (issue 22, §5).

Players join, leave, sit out and come back; the button and the blinds move by the dead-button
rule (``next_table_positions``); each preflop betting round is played with random legal
actions, and illegal ones are tried on the way; the showdown splits the pot with side pots.
Invariants: chips are conserved to the chip; every legal amount offered is accepted and an
amount just outside the range is refused with a message naming the seat, leaving the round
as it was; nobody is dealt in hand after hand without paying a big blind; a leftover chip
goes to the first tied seat left of the button (hold'em is a button game)."""
import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from pokerhands import DECK
from pokerhands.games.betting_round import BettingRound
from pokerhands.games.deal import next_table_positions, table_positions
from pokerhands.games.showdown import showdown

SEATS, SMALL, BIG = 6, 1, 2


class Table(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.stacks = {0: 50, 1: 50, 2: 50}          # seat -> chips of the seated players
        self.state = {0: "in", 1: "in", 2: "in"}      # "in", "away" or "new"
        self.bank = 150                               # every chip that came to the table
        self.gone = 0                                 # chips carried away by leavers
        self.positions = None
        self.since_big = {}                           # hands dealt in since a big blind paid

    # --- seating --------------------------------------------------------------------------

    @precondition(lambda self: len(self.stacks) < SEATS)
    @rule(data=st.data(), chips=st.integers(5, 80))
    def join(self, data, chips):
        seat = data.draw(st.sampled_from([s for s in range(SEATS) if s not in self.stacks]))
        self.stacks[seat], self.state[seat] = chips, "new"
        self.bank += chips

    @precondition(lambda self: self.stacks)
    @rule(data=st.data())
    def leave(self, data):
        seat = data.draw(st.sampled_from(sorted(self.stacks)))
        self.gone += self.stacks.pop(seat)
        del self.state[seat]
        self.since_big.pop(seat, None)

    @precondition(lambda self: any(v == "in" for v in self.state.values()))
    @rule(data=st.data())
    def sit_out(self, data):
        seat = data.draw(st.sampled_from(sorted(s for s, v in self.state.items() if v == "in")))
        self.state[seat] = "away"

    @precondition(lambda self: any(v == "away" for v in self.state.values()))
    @rule(data=st.data())
    def come_back(self, data):
        seat = data.draw(st.sampled_from(sorted(s for s, v in self.state.items() if v == "away")))
        self.state[seat] = "in"

    # --- one hand -------------------------------------------------------------------------

    def _positions(self):
        """This hand's positions, leaving out whoever may not be dealt in yet."""
        held = set()
        while True:
            occ = [s for s, v in sorted(self.state.items()) if v in ("in", "new") and s not in held]
            away = [s for s, v in sorted(self.state.items()) if v == "away" or s in held
                    and v != "new"]
            new = [s for s in occ if self.state[s] == "new"]
            if len(occ) < 2:
                return None
            if self.positions is None:
                pos = table_positions(occ, button=occ[0], seats=SEATS)
            else:
                try:
                    pos = next_table_positions(self.positions, occ, away=away, new=new)
                except ValueError as exc:
                    assert "waits there for the big blind" in str(exc)
                    held.add(int(str(exc).split("seat ")[1].split()[0]))
                    continue
            short = [s for s, (live, dead) in pos.posts(SMALL, BIG).items()
                     if live + dead > self.stacks[s]]
            if not short:
                return pos
            held.update(short)  # cannot pay what is owed: sits this hand out

    @rule(data=st.data(), seed=st.integers(0, 2 ** 32 - 1))
    def play_hand(self, data, seed):
        pos = self._positions()
        if pos is None:
            return
        owed = pos.posts(SMALL, BIG)
        before = sum(self.stacks[s] for s in pos.occupied)
        r = BettingRound("no-limit", (SMALL, BIG),
                         [self.stacks[s] if s in pos.occupied else None for s in range(SEATS)],
                         positions=pos)
        assert sum(r.stacks.values()) + r.pot == before
        for s in pos.occupied:  # nobody escapes a big blind
            paid = s == pos.big_blind or owed.get(s, (0, 0))[0] == BIG
            self.since_big[s] = 0 if paid else self.since_big.get(s, 0) + 1
            assert self.since_big[s] <= 2 * SEATS, (s, self.since_big)
        while not r.complete:
            self._one_action(r, data)
            assert sum(r.stacks.values()) + r.pot == before
        self._settle(r, pos, seed, before)
        self.positions = pos
        for s in pos.occupied:
            if self.state[s] == "new":
                self.state[s] = "in"
            if self.stacks[s] == 0:  # broke: leaves the table
                self.stacks.pop(s)
                del self.state[s]
                self.since_big.pop(s, None)

    def _one_action(self, r, data):
        seat = r.to_act
        la = r.legal_actions(seat)
        pot, turn = r.pot, r.to_act
        verb = "bet" if "bet" in la.actions else "raise"
        wrong = []
        if la.min_to is not None and r.current_bet < la.min_to - 1 != la.all_in_to:
            wrong.append(la.min_to - 1)
        if la.max_to is not None and la.max_to + 1 != la.all_in_to:
            wrong.append(la.max_to + 1)
        for to in wrong:
            try:
                r.act(seat, verb, to=to)
            except ValueError as exc:
                assert f"seat {seat}" in str(exc)
            else:
                raise AssertionError(f"{verb} to {to} accepted outside {la}")
            assert (r.pot, r.to_act) == (pot, turn)
        others = [s for s in r.bets if s != seat]
        try:
            r.act(others[0], "call")
        except ValueError as exc:
            assert f"seat {others[0]}" in str(exc)
        else:
            raise AssertionError("a seat acted out of turn")
        action = data.draw(st.sampled_from(la.actions))
        if action in ("bet", "raise"):
            to = la.all_in_to if la.min_to is None else data.draw(
                st.integers(la.min_to, la.max_to))
            r.act(seat, action, to=to)
        else:
            r.act(seat, action)

    def _settle(self, r, pos, seed, before):
        seats = list(pos.occupied)
        bets = [r.bets[s] for s in seats]
        folded = [i for i, s in enumerate(seats) if s in r.folded]
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        hands = [None if i in folded else deck[2 * i:2 * i + 2] for i in range(len(seats))]
        board = deck[2 * len(seats):2 * len(seats) + 5]
        first = seats.index(pos.first_postflop)
        result = showdown("holdem", hands, board, bets=bets, folded=folded,
                          button=(first - 1) % len(seats))
        assert sum(result.shares) == sum(bets)
        for pot in result.pots:  # leftover chips: first tied seats left of the button
            won = [s for s in pot.order if pot.shares[s]]
            assert [pot.shares[s] for s in won] == sorted((pot.shares[s] for s in won),
                                                          reverse=True)
        for s in seats:
            self.stacks[s] = r.stacks[s]
        for i, chips in enumerate(result.shares):
            self.stacks[seats[i]] += chips
        if r.dead:  # dead chips go with the main pot, to its first winner
            main = result.pots[0]
            self.stacks[seats[next(s for s in main.order if main.shares[s])]] += r.dead
        assert sum(self.stacks[s] for s in seats) == before

    @invariant()
    def chips_are_conserved(self):
        assert sum(self.stacks.values()) + self.gone == self.bank


TestTable = Table.TestCase
TestTable.settings = settings(max_examples=80, stateful_step_count=40, deadline=None)
