"""A whole table played hand after hand by hypothesis (issue 22, §5; issue 37).

Players join, leave, sit out and come back; the button and the blinds move by the dead-button
rule (``next_table_positions``); each preflop betting round is played with random legal
actions, and illegal ones are tried on the way; the showdown splits the pot with side pots,
in hold'em, Omaha or Omaha Hi/Lo (a split game, with its halves). Invariants: chips are
conserved to the chip; every legal amount offered is accepted and an amount just outside the
range is refused with a message naming the seat, leaving the round as it was; nobody is dealt
in hand after hand without paying a big blind; a player who comes back owes exactly the
blinds whose positions passed the seat while the player was not dealt in, counted here from
the positions alone, whichever hand the player returns on; in the high-only games a leftover
chip goes to the first tied seat left of the button; in Omaha Hi/Lo players with the same
result in a pot (the same halves won) get the same chips, give or take the one odd chip."""
import random

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from pokerhands import DECK
from pokerhands.games.betting_round import BettingRound
from pokerhands.games.deal import missed_blind_posts, next_table_positions, table_positions
from pokerhands.games.showdown import showdown
from pokerhands.games.variants import GAMES

SEATS, SMALL, BIG = 6, 1, 2
PLAYED = ("holdem", "omaha", "omaha-hi-lo")


class Table(RuleBasedStateMachine):
    def __init__(self):
        super().__init__()
        self.stacks = {0: 50, 1: 50, 2: 50}          # seat -> chips of the seated players
        self.state = {0: "in", 1: "in", 2: "in"}      # "in", "away" or "new"
        self.bank = 150                               # every chip that came to the table
        self.gone = 0                                 # chips carried away by leavers
        self.positions = None
        self.since_big = {}                           # hands dealt in since a big blind paid
        self.owes = {}                                # seat -> blinds missed, from positions

    # --- seating --------------------------------------------------------------------------

    @precondition(lambda self: len(self.stacks) < SEATS)
    @rule(data=st.data(), chips=st.integers(5, 80))
    def join(self, data, chips):
        seat = data.draw(st.sampled_from([s for s in range(SEATS) if s not in self.stacks]))
        self.stacks[seat], self.state[seat] = chips, "new"
        self.owes.pop(seat, None)
        self.bank += chips

    @precondition(lambda self: self.stacks)
    @rule(data=st.data())
    def leave(self, data):
        seat = data.draw(st.sampled_from(sorted(self.stacks)))
        self.gone += self.stacks.pop(seat)
        del self.state[seat]
        self.since_big.pop(seat, None)
        self.owes.pop(seat, None)

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

    @precondition(lambda self: sum(v == "in" for v in self.state.values()) >= 3)
    @rule(data=st.data(), hands=st.integers(1, 3), seed=st.integers(0, 2 ** 32 - 1))
    def away_and_back(self, data, hands, seed):
        """A player sits out for a hand or more, then comes back: the return falls on any
        hand, the one where the small blind jumps the seat included."""
        seat = data.draw(st.sampled_from(sorted(s for s, v in self.state.items() if v == "in")))
        self.state[seat] = "away"
        for _ in range(hands):
            self.play_hand(data, seed, data.draw(st.sampled_from(PLAYED)))
        if self.state.get(seat) == "away":
            self.state[seat] = "in"
            self.play_hand(data, seed, data.draw(st.sampled_from(PLAYED)))

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
                pos = table_positions(occ, button=occ[0], seats=SEATS, away=away)
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

    def _missed(self, pos):
        """The blinds each held seat missed on the move from last hand's positions to
        ``pos``, worked out here from the positions alone: a blind whose position moved over
        the seat, or onto it, while its player was not dealt in on one of the two hands."""
        before = self.positions
        if before is None:
            return
        for blind, start, stop, poster in (
                ("big blind", before.big_blind, pos.big_blind, pos.big_blind),
                ("small blind", before.small_blind, pos.small_blind, pos.small_blind_poster)):
            seat = start
            while seat != stop:
                seat = (seat + 1) % SEATS
                held = self.state.get(seat) in ("in", "away")
                out = seat not in before.occupied or seat not in pos.occupied
                if held and out and seat != poster:
                    self.owes.setdefault(seat, set()).add(blind)

    @rule(data=st.data(), seed=st.integers(0, 2 ** 32 - 1), game=st.sampled_from(PLAYED))
    def play_hand(self, data, seed, game):
        pos = self._positions()
        if pos is None:
            return
        owed = pos.posts(SMALL, BIG)
        self._missed(pos)
        for s in pos.occupied:  # a player back owes what the blinds passed, on any hand
            if self.positions is None or s in self.positions.occupied:
                continue
            if self.state[s] == "new" or s in (pos.big_blind, pos.small_blind_poster):
                self.owes.pop(s, None)
                continue
            expected = missed_blind_posts(sorted(self.owes.pop(s, ())), SMALL, BIG)
            assert owed.get(s, (0, 0)) == expected, (s, owed, expected)
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
        self._settle(r, pos, seed, before, game)
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

    def _settle(self, r, pos, seed, before, game):
        seats = list(pos.occupied)
        bets = [r.bets[s] for s in seats]
        folded = [i for i, s in enumerate(seats) if s in r.folded]
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        hole = GAMES[game].hole
        hands = [None if i in folded else deck[hole * i:hole * i + hole]
                 for i in range(len(seats))]
        board = deck[hole * len(seats):hole * len(seats) + 5]
        first = seats.index(pos.first_postflop)
        result = showdown(game, hands, board, bets=bets, folded=folded,
                          button=(first - 1) % len(seats))
        assert sum(result.shares) == sum(bets)
        for pot in result.pots:
            if pot.result is None:
                continue
            if GAMES[game].mode != "hi-lo":  # leftover chips: first tied seats left of the button
                won = [s for s in pot.order if pot.shares[s]]
                assert [pot.shares[s] for s in won] == sorted((pot.shares[s] for s in won),
                                                              reverse=True)
                continue
            # the same halves won, the same chips, give or take the odd chip: players tied in
            # both halves share the pot as one, and nobody takes an odd chip of each half
            standing = {}
            for i, s in enumerate(pot.order):
                key = (i in pot.result.high_winners, i in pot.result.low_winners)
                standing.setdefault(key, []).append(pot.shares[s])
            for chips in standing.values():
                assert max(chips) - min(chips) <= 1, (standing, pot)
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
