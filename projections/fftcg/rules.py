"""Every FFTCG rule the engine enforces: stable id, source and the rule's words.

Sources cite the seed (003_..., "Règles V2", French) by the official
comprehensive rules number it quotes as ``[ref (x.y)]``, or by its section
where it quotes none. The words are an English rendering of the seed.
"""

from __future__ import annotations

from ..core import Rule
from ..messages import N_
from ..ruletexts import cite

SEED = "003_6a78c84202411fba.txt"


def _src(ref: str) -> str:
    return f"{SEED} [ref ({ref})]" if ref[0].isdigit() else f"{SEED} § {ref}"


def _rule(rid: str, ref: str, text: str) -> Rule:
    where = ref if ref.startswith("docs/") else _src(ref)
    return Rule(id=rid, source=cite("fftcg", where), text=text, ref=where)


_R = [
    # Deck building and set-up
    ("fftcg.deck.size", "8.1.1.1", "A deck holds exactly 50 cards in constructed, 40 or more in limited."),
    ("fftcg.deck.copies", "8.1.1.2.", "A deck holds at most 3 copies of one card (same serial number); a card of the same name and another serial is another card."),
    ("fftcg.setup.mulligan-once", "8.2.1.4.", "A player unhappy with the starting hand may mulligan once: the 5 cards go to the bottom of the deck in any order, then 5 are drawn."),
    ("fftcg.setup.mulligan-late", "8.2.1.4.", "The mulligan is taken while preparing the game, before the first turn begins."),
    ("fftcg.setup.mulligan-cards", "8.2.1.4.", "All 5 cards of the hand go to the bottom of the deck."),
    # Turn
    ("fftcg.turn.not-your-turn", "9.5.1.5", "The player whose turn it was not begins the new turn."),
    ("fftcg.turn.draw-first", "9.2.1.1.", "Draw phase: draw 2 cards from your deck (a special action that does not use the stack)."),
    ("fftcg.draw.count", "9.2.1.3.", "Draw 2 cards; the first player draws only 1 card in the first turn."),
    ("fftcg.draw.not-top", "9.2.1.1.", "Draw the cards from the top of your deck."),
    ("fftcg.turn.phase-skipped", "9.3.1.2.", "A phase ends when the stack is empty and both players pass priority in succession."),
    ("fftcg.end.hand-size", "9.5.1.2.", "End phase: a player with more cards in hand than allowed (usually 5) discards until within the limit."),
    ("fftcg.end.new-turn-early", "9.5.1.5", "A new turn begins when no rule is left to resolve and no auto ability triggers in the End phase."),
    ("fftcg.end.discard-timing", "9.5.1.2.", "Discarding down to the hand limit is done in the End phase, by the player whose turn it is."),
    ("fftcg.game.over", "Conditions de victoire", "The game ends as soon as a player meets a condition of defeat."),
    # Priority and the stack
    ("fftcg.priority.no-priority", "9.3.1.4.", "Only the player with priority may play, cast, use an ability or pass."),
    ("fftcg.stack.lifo", "Règles de la pile d’effets", "When both players no longer add to the stack, it resolves in reverse order, starting with the last effect played."),
    ("fftcg.stack.resolve-early", "Règles de la pile d’effets", "The top of the stack resolves only when both players pass priority in succession."),
    ("fftcg.stack.pending", "Règles de la pile d’effets", "After both players pass with a non-empty stack, its top resolves before anything else happens."),
    ("fftcg.timing.end-phase", "9.5.1.1.", "Players cannot cast summons or use action or special abilities during the End phase: only in the main phases and the attack phase [ref (9.3.1.6.)] [ref (9.3.1.7.)]."),
    ("fftcg.timing.no-priority-phase", "9.1.1.2.", "No player has priority during the Active and Draw phases."),
    # Playing cards
    ("fftcg.play.not-in-hand", "7.11.1", "Cards are played from the hand."),
    ("fftcg.play.wrong-type", "5.2.3.1.", "Forwards and backups are characters, played to the field; summons are cast and go to the Break Zone."),
    ("fftcg.character.timing", "9.3.1.5.", "While the player whose turn it is has priority and the stack is empty, in a main phase, they may play a character: a special action that does not use the stack."),
    # CP
    ("fftcg.cp.not-enough", "5.2.1.3", "CP come from dulling a backup (1 CP of its element) or discarding a card (2 CP of its element); the cost must be paid in full."),
    ("fftcg.cp.element", "5.2.1.2.", "A cost is paid with at least 1 CP of the card's element (of each element for a multi-element card); light and dark cards are paid with CP of any element."),
    ("fftcg.cp.excess", "5.2.3.1.", "No more CP may be made than the cost needs; the only exception is one CP over from discarding a card."),
    ("fftcg.cp.discard-light-dark", "5.2.1.3", "Light and dark cards cannot be discarded to make CP."),
    ("fftcg.cp.source", "5.2.1.3", "Dull one of your active backups for 1 CP of its element, or discard a card from your hand for 2 CP of its element."),
    ("fftcg.cp.wrong-element", "5.2.1.3", "A CP source gives CP of its own element; a multi-element one gives one of its elements, chosen."),
    # Field
    ("fftcg.field.backup-limit", "Règles de pose des cartes sur le terrain", "You cannot have more than 5 backups on the field."),
    ("fftcg.field.same-name", "5.2.2.1.", "Without the [MANY] icon, only 1 card of a name may be on your field, even with another serial number."),
    ("fftcg.zone.other-player", "7.3", "A card a player owns that must move from that player's deck, Break Zone or hand to the other player goes to the same zone of the other player."),
    ("fftcg.field.light-dark", "Règles de pose des cartes sur le terrain", "Only 1 light or dark character may be on your field at a time."),
    # Abilities
    ("fftcg.ability.unknown", "Les compétences", "Characters have action, field, auto and special abilities; only those printed on the card can be used."),
    ("fftcg.ability.not-on-field", "Compétences d’Action", "An ability is used from a character on the field, by the player who controls it: the character using an action ability is on the field (even if it leaves the field, the ability's effect resolves), and the controller of a card on the field is usually the player who put it there [ref (6.2.5.)]."),
    ("fftcg.ability.dull-cost", "Compétences d’Action", "A forward with a dull-cost ability waits for its controller's next turn to use it (unless it has Haste)."),
    ("fftcg.ability.dulled", "Présentation des icônes", "Dulling a character as a cost needs it active."),
    ("fftcg.special.same-name", "Compétences spéciales", "A special ability needs a card of the same name discarded as a cost (another serial may do)."),
    ("fftcg.target.invalid", "2.3.", "A target must be what the ability names; an effect that is impossible is ignored."),
    ("fftcg.number.x", "4.5.", "A value written with a letter (X) is variable: the card defines it, otherwise the controller chooses it, a whole number [ref (4.1.)]."),
    ("fftcg.number.integer", "4.1.", "All values are whole numbers, never fractions or decimals; a value a player chooses must be a positive whole number."),
    ("fftcg.number.rounding", "4.2.", "A value that would be decimal is rounded to the nearest whole number, unless the card says otherwise (Rosso)."),
    ("fftcg.number.negative", "4.3.", "A negative value stays negative only while it is being modified; otherwise it counts as 0."),
    ("fftcg.auto.pending", "9.3.1.3.", "Triggered auto abilities go on the stack the next time a player would gain priority, before anything else."),
    ("fftcg.auto.not-triggered", "Compétences automatiques", "An auto ability goes on the stack only when its condition is met."),
    ("fftcg.auto.mandatory", "Compétences automatiques", "Auto abilities resolve automatically when their condition is met: only one the card makes optional may be declined (an effect impossible to carry out is ignored [ref (2.3.)])."),
    ("fftcg.exburst.not-damage-card", "5.2.2.1.", "An EX Burst is used when the card with it is put into the damage zone by damage."),
    ("fftcg.exburst.no-ex-icon", "5.2.2.1.", "A card has an EX Burst only if it shows the [EX] icon."),
    ("fftcg.deck.unstipulated", "7.9.2", "You cannot shuffle your deck or look at its contents unless a card says so."),
    ("fftcg.search.no-match", "Les traits spéciaux", "Search: find a card matching the description in your deck (or choose to find nothing), show it, add it to your hand, shuffle."),
    # Attacks
    ("fftcg.attack.timing", "10.1.2.1.", "In the attack declaration step, with the stack empty, the player whose turn it is may declare an attack."),
    ("fftcg.attack.not-a-forward", "9.4.1", "The player may attack with any of their active forwards on the field."),
    ("fftcg.attack.dull", "10.1.2.1.1.", "Attacking forwards must be active."),
    ("fftcg.attack.entered-this-turn", "10.1.2.1.1.", "Attacking forwards must have been on the field since the start of the turn, unless they have Haste."),
    ("fftcg.attack.already-attacked", "10.1.2.1.2.", "A forward that already attacked this turn cannot attack again (Brave still attacks once)."),
    ("fftcg.attack.cannot-attack", "10.1.2.1.2.", "A forward under an effect forbidding attacks cannot attack."),
    ("fftcg.attack.party-element", "10.1.2.1.", "A party is made of forwards of the same element."),
    ("fftcg.attack.forced", "10.1.2.1.3", "Forwards that must attack do so before the attack phase can end, unless it became impossible."),
    ("fftcg.attack.cost", "10.1.2.3.", "A forward with a cost to attack pays it at declaration; the amount is fixed then and paid exactly (one CP over only from a discard)."),
    ("fftcg.block.timing", "10.1.3.1.", "When an attack is declared, the player whose turn it is not may choose one forward to block it, or not block."),
    ("fftcg.block.not-a-forward", "10.1.3.1.", "The blocker is one of the defending player's forwards."),
    ("fftcg.block.dull", "10.1.3.1.1.", "The blocking forward must be active."),
    ("fftcg.block.cannot-block", "10.1.3.1.2.", "A forward under a restriction against blocking cannot be chosen to block."),
    ("fftcg.block.forced", "10.1.3.1.3.", "If forwards must block, the defending player chooses one of them to block, unless that breaks the rules."),
    ("fftcg.block.cost", "10.1.3.1.3.", "A forward with a cost to block pays it at declaration; the amount is fixed then and paid exactly (one CP over only from a discard)."),
    ("fftcg.block.split", "10.1.4.2.1.", "The blocking player decides how to share the blocker's damage among the attacking party."),
]

RULES: dict[str, Rule] = {rid: _rule(rid, ref, text) for rid, ref, text in _R}

# The log's own rule (not a game rule): every card an event uses must be a card of this match that the log
# can name; a paper-table log names hidden cards as they are revealed, within the deck list.
RULES["fftcg.log.unknown-card"] = _rule(
    "fftcg.log.unknown-card", "docs/fftcg.md § Instance ids",
    N_("Every card an event uses is a card of this match; a paper log names each hidden card it reveals "
       "(serials), and the deck list must still have a copy of it."))

# The log's own rule: a recorded order is the deck list's cards (projections.deckorder.rule), quoted as Force of
# Will's and Chrono Clash's are.
RULES["fftcg.log.deck-order"] = _rule(
    "fftcg.log.deck-order", "docs/log-format.md § Header",
    N_("A recorded deck order holds exactly the cards of the player's deck list."))

# The log's own rule: an EffectRecorded records what an unmodelled ability did, so its source (when named) is a
# card whose abilities the engine does not carry out; a modelled card's effect would come on top of the engine's.
RULES["fftcg.log.effect-source"] = _rule(
    "fftcg.log.effect-source", "docs/fftcg.md § Events",
    N_("An EffectRecorded records what an unmodelled ability did: the card it names as its source is one whose "
       "abilities the engine does not carry out (a card known only from its statistics, or marked modelled: false)."))
