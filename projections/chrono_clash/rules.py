"""Every Chrono Clash rule the engine enforces: stable id, source and the manual's words.

``ref`` names the seed file and its section heading (the English manual,
004_..., is the main text); ``source`` is the same as a judge names it, and
``text`` the English manual's own words (``quotes.py``: the three manuals').
"""

from __future__ import annotations

from ..core import Rule
from ..messages import N_
from ..ruletexts import cite
from .quotes import QUOTES

EN = "004_ac72cf2316e6f3f0.txt"
FR = "000_1440c64b270ea6ca.txt"

_R = [
    # Deck building
    ("ccs.deck.min-size", f"{EN} § Build Your Own Deck", "Your deck must contain at least 50 cards."),
    ("ccs.deck.colors", f"{EN} § Build Your Own Deck", "Your deck can't have more than 2 colors."),
    ("ccs.deck.copies", f"{EN} § Build Your Own Deck", "Your deck can't have more than 3 copies of any single card."),
    ("ccs.deck.extra-card-in-main", f"{EN} § The Extra Deck", "If you have one, at the beginning of the game you'll shuffle it and place it off to the side."),
    ("ccs.extra-deck.min-size", f"{EN} § Build Your Own Deck", "If you build an extra deck, it must have at least 6 cards."),
    ("ccs.extra-deck.singleton", f"{EN} § Build Your Own Deck", "An extra deck has no more than 1 copy of any single card."),
    ("ccs.extra-deck.only-extra-cards", f"{EN} § Build Your Own Deck", "Only extra deck cards can be included [in the extra deck]."),
    ("ccs.extra-deck.colors", f"{EN} § Build Your Own Deck", "They must be the same colors you chose for your regular deck."),
    # Turn and gauge
    ("ccs.turn.not-your-turn", f"{EN} § Your Turn", "During your turn, you'll follow the steps below: untap, draw 1 card, main phase."),
    ("ccs.turn.order-multiplayer", f"{EN} § Multiplayer", "Whenever your turn ends, the counter is placed on the Chrono Clash gauge of the player to your left, on the number where your turn finished."),
    ("ccs.turn.draw-step", f"{EN} § Your Turn", "2 Draw 1 card from your deck. If you can't, you lose!"),
    ("ccs.draw.not-top", f"{EN} § Your Turn", "Draw 1 card from your deck: the top card of the deck."),
    ("ccs.draw.extra-deck", f"{EN} § The Extra Deck", "The only way to draw cards from your extra deck is to play an ability with the Draw 1 EX icon in it."),
    ("ccs.gauge.turn-over", f"{EN} § The Chrono Clash System", "Whenever the counter gets to your opponent's \"1\" or higher, your turn ends. Once the counter reaches \"1\" on your opponent's side of the Chrono Clash gauge, you can't play cards any more."),
    ("ccs.game.over", f"{EN} § The Path to Victory", "The last player standing wins the game! If a player completes 5 or more quests, they win!"),
    ("ccs.game.eliminated", f"{EN} § The Path to Victory", "Players can be eliminated from the game … The last player standing wins the game!"),
    # Summoning and actions
    ("ccs.summon.not-in-hand", f"{EN} § Summoning Battlers", "To summon a battler from your hand, pay its cost on the Chrono Clash gauge and put the card out in front of you."),
    ("ccs.summon.not-a-battler", f"{EN} § Your Turn", "Summon a battler from your hand, paying its cost."),
    ("ccs.summon.sneak-attack", f"{EN} § Abilities (Sneak Attack)", "You may summon this battler for its sneak attack cost instead. If you do, attack with it immediately (even if it's no longer your turn). Destroy it after that attack."),
    ("ccs.summon.pilot", f"{EN} § Abilities (Pilot)", "If you summon it for its pilot cost, you must attach it to one of your Eva battlers that doesn't already have a pilot."),
    ("ccs.summon.tap-on-summon", f"{EN} § Abilities (Sentinel, Taunt)", "You may tap this battler when you summon it (Sentinel; Taunt)."),
    ("ccs.summon.toughness", f"{EN} § Abilities (Toughness)", "Toughness: when you summon this battler, you may put a card from your hand face up under it."),
    ("ccs.summon.reinforcements", f"{EN} § Abilities (Reinforcements)", "Whenever this battler is destroyed while it's in the battlefield, you may summon a battler or extra deck battler from your hand that costs less than this battler."),
    ("ccs.action.not-in-hand", f"{EN} § Your Turn", "Whenever you play an action card, pay its cost and resolve its ability."),
    ("ccs.action.not-an-action", f"{EN} § Playing Action Cards", "Play an action card from your hand, paying its cost."),
    ("ccs.extra-deck.cost", f"{EN} § The Extra Deck", "To play an extra deck card, you must destroy your battlers in play that have a combined cost that is at least as high as the extra deck card's cost."),
    ("ccs.extra-deck.standard-only", f"{EN} § The Extra Deck", "You can only use standard battlers to pay the cost of EX battlers. Extra Deck battlers may not be destroyed to pay for other Extra Deck battlers."),
    # Attacking
    ("ccs.attack.not-your-battler", f"{EN} § Your Turn", "Attack with one of your battlers."),
    ("ccs.attack.summoned-this-turn", f"{EN} § Your Turn", "Battlers you summoned this turn cannot attack."),
    ("ccs.attack.tapped", f"{EN} § Attacking", "Whenever you attack with a battler, tap it: a tapped battler cannot attack."),
    ("ccs.attack.cant-attack", f"{EN} § Abilities (Can't attack)", "This battler can't attack, but it can still go on quests."),
    ("ccs.attack.cant-attack-battlers", f"{EN} § Abilities (Can't attack battlers)", "This battler can't attack tapped enemy battlers, only opponent's guardian stacks and guardians on questing battlers."),
    ("ccs.attack.target-untapped", f"{EN} § Attacking", "You must then choose to have it attack a tapped enemy battler, or your opponent's guardian stack."),
    ("ccs.attack.target-not-enemy", f"{EN} § Attacking", "Attack a tapped enemy battler, or your opponent's guardian stack."),
    ("ccs.attack.elusive", f"{EN} § Abilities (Elusive)", "This battler can only be attacked by battlers with the elusive icon."),
    ("ccs.attack.sentinel", f"{EN} § Abilities (Sentinel)", "While this battler is tapped, your guardian stack cannot be attacked. This ability is not active when a battler is questing."),
    ("ccs.attack.taunt", f"{EN} § Abilities (Taunt)", "While a Taunt battler is tapped and not on a quest, your non-taunt battlers can't be attacked."),
    ("ccs.attack.must-attack", f"{EN} § Abilities (Sneak Attack, Transform)", "Attack with it immediately (Sneak Attack); put it into play attacking (Transform)."),
    ("ccs.attack.unfinished", f"{EN} § Attacking the Guardian Stack", "Whenever you attack your opponent's guardian stack, they must reveal the top card of their guardian stack."),
    ("ccs.guardian.not-top", f"{EN} § Attacking the Guardian Stack", "They must reveal the top card of their guardian stack."),
    ("ccs.guardian.attacker-destroyed", f"{EN} § +1 Guardian Attack", "If a guardian effect destroys the attacker, ignore any remaining guardian attacks it had."),
    ("ccs.guardian.attack-stopped", f"{EN} § +1 Guardian Attack", "If a guardian ability gives your opponent time, and it is no longer your turn, the attack is stopped."),
    ("ccs.guardian.abilities-ignored", f"{EN} § Attacking the Guardian Stack", "If the guardian battler had any ability icons, ignore them: those only take effect if that battler was in the battlefield."),
    ("ccs.guardian.unexpected", f"{EN} § Attacking the Guardian Stack", "A guardian is revealed only when it is attacked."),
    # Quests and tap abilities
    ("ccs.quest.not-your-battler", f"{EN} § Your Turn", "Send one of your battlers on a quest."),
    ("ccs.quest.summoned-this-turn", f"{EN} § Your Turn", "Battlers you summoned this turn cannot go on quests."),
    ("ccs.quest.tapped", f"{EN} § Questing", "To send a battler on a quest, tap it and place any card from your hand face down on top of it."),
    ("ccs.quest.card-not-in-hand", f"{EN} § Questing", "Place any card from your hand face down on top of it."),
    ("ccs.tap.not-your-battler", f"{EN} § Triggers (Tap)", "Any time you can attack with this battler, you can tap it instead to gain the effect icons after this icon."),
    ("ccs.tap.summoned-this-turn", f"{EN} § Your Turn", "Battlers you summoned this turn cannot use tap abilities."),
    ("ccs.tap.no-tap-ability", f"{EN} § Activating Tap Abilities", "Battlers with tap abilities feature the tap icon."),
    ("ccs.tap.tapped", f"{EN} § Triggers (Tap)", "Any time you can attack with this battler, you can tap it instead to gain the effect icons after this icon."),
    ("ccs.tap.target-tapped", f"{EN} § Activating Tap Abilities", "This battler can't target a tapped battler."),
    ("ccs.transform", f"{EN} § Abilities (Transform)", "During your turn, you can tap one of your battlers that could attack and return it to your hand. Pay the cost of the Transform battler and put it into play attacking."),
    # Abilities
    ("ccs.ability.target", f"{EN} § The Ability Icons (Targets)", "If an effect has multiple target icons, you must choose that many targets; a target must be what its icon says."),
    ("ccs.summon.ability-after-turn-end", f"{EN} § Summoning Battlers", "If summoning the battler ends your turn, you must still resolve the battler's summon ability."),
    ("ccs.action.ability-after-turn-end", f"{EN} § Playing Action Cards", "Whenever you play an action card, pay its cost and resolve its ability. If playing the action ends your turn, you still get to resolve its ability."),
    ("ccs.ability.protector", f"{EN} § Abilities (Protector)", "While in play, your non-protector battlers can't be the target of enemy effects."),
    ("ccs.ability.target-condition", f"{EN} § The Ability Icons (Targets)", "A With, cost or strength icon after a target icon limits what it targets: a card with the icon after it, a card with cost 8 or less, a battler with strength 8 or less."),
    ("ccs.ability.time-threshold", f"{EN} § Abilities (Time Threshold)", "If the Chrono Clash gauge is on the indicated number or greater on your opponent's side, play the summon ability a second time; not otherwise."),
    ("ccs.ability.other-battler", f"{EN} § The Ability Icons (Targets)", "One of your other battlers: a battler with this icon can't target itself or a copy of itself with its ability."),
    ("ccs.ability.pending", f"{EN} § Triggers", "When the trigger happens, resolve all the ability icons after this one: a triggered ability is resolved before play goes on."),
    ("ccs.ability.no-pending", f"{EN} § Triggers", "Abilities resolve when their trigger happens."),
    ("ccs.ability.all-or-nothing", f"{EN} § Effects", "If you can't resolve each icon in an ability featuring an effect icon, you don't resolve any of them."),
    ("ccs.ability.choice", f"{EN} § Effects", "Draw / discard: if there is a negative number, discard that many cards (the player chooses which)."),
    ("ccs.log.unknown-card", "docs/log-format.md § Instance ids", N_("Every card an event names must be a card of this match, in the zone the event needs.")),
    ("ccs.log.deck-order", "docs/log-format.md § Header", N_("A recorded deck order holds exactly the cards of the player's deck list.")),
    ("ccs.log.effect-source", "docs/log-format.md § Events", N_("An EffectRecorded records what an unmodelled ability did: the card it names as its source is one whose abilities the engine does not carry out (a card defined with \"modelled\": false).")),
]



def _rule(rid: str, ref: str, text: str) -> Rule:
    """The rule: its words are the English manual's own (``quotes.py``) where it has them."""
    words = QUOTES.get(rid, {}).get("en")
    if words:
        text = words if isinstance(words, str) else " … ".join(words)
    return Rule(id=rid, source=cite("chrono-clash", ref), text=text, ref=ref)


RULES: dict[str, Rule] = {rid: _rule(rid, ref, text) for rid, ref, text in _R}
