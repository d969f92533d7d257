"""Every Force of Will rule the engine enforces: stable id, source and the rules' words.

``ref`` names the French basic rules (001_2cd8f662b2b3164d.txt) and a section
heading; ``source`` is the same as a judge names it; ``text`` is an English
rendering of the French words, which ``quotes.py`` gives as printed.
"""

from __future__ import annotations

from ..core import Rule
from ..messages import N_
from ..ruletexts import cite

FR = "001_2cd8f662b2b3164d.txt"
WIN = f"{FR} § Comment gagner"
CARDS = f"{FR} § Cartes"
COST = f"{FR} § Coût"
ZONES = f"{FR} § Zone de Jeu"
SETUP = f"{FR} § Mise en Place"
TURN = f"{FR} § Séquence du Tour"
DRAW = f"{FR} § Phase de Pioche"
END = f"{FR} § Phase de Fin"
ANY = f"{FR} § Ce que vous pouvez faire à n'importe quel moment"
MAIN = f"{FR} § Ce que vous pouvez faire pendant votre Phase Principale"
CHASE = f"{FR} § Poursuite"
BATTLE = f"{FR} § Combat"
JUDGE = f"{FR} § Jugement"

_R = [
    # Set-up and decks
    ("fow.setup.ruler", SETUP, "① Each player prepares their main deck, their magic stone deck and their ruler card."),
    ("fow.setup.stone-deck-empty", SETUP, "① Each player prepares their main deck, their magic stone deck and their ruler card: a magic stone deck with no stone in it is not prepared."),
    ("fow.setup.stone-deck", ZONES, "3 Magic stone deck: holds your magic stones, waiting to be called."),
    ("fow.setup.main-deck", ZONES, "2 Main deck: holds your cards, except magic stones."),
    ("fow.setup.mulligan-order", SETUP, "④ Starting with the player who will begin the game, each player may choose any number of cards from their hand, put them under their deck in the order of their choice, then draw as many cards."),
    ("fow.setup.mulligan-twice", SETUP, "④ Each player may make one mulligan: any number of cards to the bottom, then draw as many."),
    ("fow.setup.mulligan-late", SETUP, "④ The mulligan is part of the set-up; ⑤ then the game begins with the first turn of the chosen player."),
    # The turn
    ("fow.turn.not-your-turn", END, "④ Then the opponent becomes the active player and begins their turn: a turn's draw, its main phase and its end are its active player's."),
    ("fow.turn.draw-phase", DRAW, "The turn begins with ① the draw phase: draw a card from your main deck and put it into your hand. (④ End phase: then the opponent becomes the active player and begins their turn.)"),
    ("fow.draw.first-turn", DRAW, "If you are the player who begins the game, you do not draw a card in the first draw phase."),
    ("fow.draw.not-top", ZONES, "When you draw, you take the top card of your deck and put it into your hand."),
    ("fow.end.hand-size", END, "④ If the active player has more cards in hand than the maximum hand size, they must discard the excess. The default maximum hand size is seven."),
    ("fow.game.over", WIN, "Reduce the opponent's life to 0, or the opponent must draw in their draw phase and cannot: the game is then over."),
    # Will and costs
    ("fow.will.source", ZONES, "7 Magic stone area: you need to rest your magic stones to produce will (only sources you control, that produce will)."),
    ("fow.will.rested", f"{FR} § Restauré / Épuisé", "Recovered (ready to be used) or rested (used): a rested card cannot be rested again to produce will."),
    ("fow.will.attribute", COST, "1 Attribute cost: for each icon shown, you must pay one will of that attribute."),
    ("fow.will.x", COST, "2 Free cost: you must pay as much will as the number shown, of any kind. Where the number is {X}, the player chooses X (a whole number, 0 or more) as they play the card, and the log records it."),
    ("fow.will.exact", COST, "To play a card you must pay both its attribute cost and its free cost (as much will as the number shown, of any kind): exactly that much."),
    # Main phase actions
    ("fow.stone.once-per-turn", MAIN, "You may call a magic stone only once during each of your turns."),
    ("fow.stone.judgment-turn", JUDGE, "You cannot call a magic stone if you made a judgment this turn."),
    ("fow.stone.ruler-rested", MAIN, "1 Call a magic stone by resting your ruler or J-ruler."),
    ("fow.stone.not-ruler", MAIN, "1 Call a magic stone by resting your ruler or J-ruler."),
    ("fow.stone.not-top", MAIN, "Put the top card of your magic stone deck into your magic stone area, face up."),
    ("fow.stone.empty-deck", MAIN, "Put the top card of your magic stone deck into your magic stone area: there must be one."),
    ("fow.play.not-in-hand", MAIN, "Put a resonator or regalia from your hand, add an addition from your hand, play a chant from your hand."),
    ("fow.play.main-phase", ANY, "At any time, even during your opponent's turn or a battle, you may play a chant-instant, an activated ability, or a chant-standby whose trigger is met. During your main phase (no action waiting on the chase, no battle under way) you may put a resonator or regalia, add an addition, or play a chant."),
    ("fow.play.addition-target", MAIN, "3 Add an addition to another card on the field: put it directly under that card."),
    ("fow.play.target", JUDGE, "Your J-ruler is not a resonator, so effects that apply to resonators do not apply to it."),
    ("fow.standby.not-in-hand", MAIN, "5 You may pay [2] to put a card from your hand into the standby zone, face down."),
    ("fow.standby.same-turn", ANY, "You cannot play a chant-standby spell during the turn it was put into your standby zone."),
    ("fow.standby.trigger", ANY, "3 Play a chant-standby spell from your hand or your standby zone if its [Trigger] condition is met."),
    ("fow.standby.not-standby-spell", ZONES, "8 You may play a card from this zone if it is a chant-standby spell, without paying its cost, if its [Trigger] condition is met."),
    ("fow.ability.no-such", ANY, "2 Play an activated ability of one of your cards by paying its activation cost: all activated abilities have a colon (:)."),
    ("fow.ability.rested", ANY, "If the rest symbol appears in the cost, you must rest the card as part of the activation cost."),
    ("fow.ability.entered-this-turn", ANY, "If this card is a resonator, you cannot play one of its activated abilities with the rest symbol during the turn it was put onto the field."),
    # The chase
    ("fow.chase.unresolved", CHASE, "Actions on the chase are resolved before the actions they respond to."),
    ("fow.chase.not-top", CHASE, "Actions that chase are resolved before the actions they answer: the latest resolves first."),
    ("fow.chase.empty", CHASE, "Only an action declared and not yet resolved can resolve."),
    # Battle
    ("fow.attack.attacker", BATTLE, "1 Choose one of your recovered resonators or your recovered J-ruler and declare an attack with it."),
    ("fow.attack.rested", BATTLE, "1 Choose one of your recovered resonators or your recovered J-ruler."),
    ("fow.attack.entered-this-turn", BATTLE, "You cannot declare an attack with a resonator or J-ruler that was put onto the field this turn."),
    ("fow.attack.target", BATTLE, "2 Choose what is attacked: your opponent, or one of your opponent's rested resonators or J-ruler."),
    ("fow.battle.unfinished", BATTLE, "4 Your opponent may rest one of their recovered resonators or J-ruler to block; 5 battle damage: the battle ends before anything else is done."),
    ("fow.block.not-defender", BATTLE, "4 Your opponent (the defending player) may block."),
    ("fow.block.blocker", BATTLE, "4 Your opponent may rest one of their recovered resonators or J-ruler to block your attacker."),
    ("fow.block.no-battle", BATTLE, "A block answers an attack under way."),
    # Judgment
    ("fow.judgment.ruler-rested", JUDGE, "To make a judgment, your ruler must be recovered and you must meet the conditions of its [J-Activation]."),
    ("fow.judgment.no-j-ruler", JUDGE, "Turn your ruler to its J-ruler side and put it onto your field: the ruler must have a J-ruler side."),
    ("fow.judgment.j-side-up", JUDGE, "Judgment turns the ruler from its ruler side; a destroyed J-ruler stays in the ruler area J-side up."),
    ("fow.log.unknown-card", "docs/force-of-will.md § Instance ids", N_("Every card an event names must be a card of this match, in the zone the event needs.")),
    ("fow.log.deck-order", "docs/log-format.md § Header", N_("A recorded deck order holds exactly the cards of the player's deck list.")),
    ("fow.log.effect-source", "docs/force-of-will.md § Events", N_("An EffectRecorded records what an unmodelled ability did: the card it names as its source is one whose abilities the engine does not carry out (a card known only from its statistics, a J-ruler side not in the card data).")),
]

RULES: dict[str, Rule] = {rid: Rule(id=rid, source=cite("force-of-will", ref), text=text, ref=ref)
                          for rid, ref, text in _R}
