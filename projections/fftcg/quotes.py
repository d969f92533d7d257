"""The words of each FFTCG rule in the French rules V2 (003_...), as printed.

``QUOTES[rule_id]["fr"]``: fragments of the seed, word for word (whitespace
aside; the seed's own spelling slips are kept; ``tests/test_ruletexts.py``
checks each). The English words of a rule are the rendering in ``rules.py``.
There is no Italian text of these rules: an Italian report quotes the French.
"""

from __future__ import annotations

from ..messages import N_

_HAND = ("Si le joueur à plus de cartes que ce qui est permis dans sa main (habituellement 5), il doit alors se "
         "défausser d'une carte tant qu'il ne respecte pas le nombre maximal de cartes autorisées.")
_DRAW = "Piochez 2 cartes de votre Deck et ajoutez-les à votre main."
_STACK = ("Lorsque les deux joueurs ne souhaitent plus ajouter d’effet sur la pile, ceux-ci sont résolus dans "
          "l’ordre inverse (en commençant par le dernier effet joué).")
_CP = ["Duller un Soutien (1CP) : Lorsque vous dullez un soutien, vous gagner 1 CP du même Elément que celui de la carte.",
       "Se défausser (2CP) : lorsque vous vous défaussez d’une carte, vous gagnez 2 CP du même élément que celui de la carte."]
_AUTO = ("Les effets des compétences automatiques se résolvent automatiquement lors que les conditions d’utilisation "
         "sont remplies.")
_ATTACKERS = "Les Avants choisis doivent être actifs avoir été présent sur le terrain dès le début du tour du joueur."
_CAN_ATTACK = ("Ils doivent également être capable d'attaquer (c'est à dire qu'ils n'ont pas déja attaqués ce tour et ne "
               "subissent pas d'effet leur interdisant d'attaquer")
_BLOCK = ("Lorsqu'une attaque a été lancé, le joueur dont ce n'est pas le tour peut choisir un de ses Avants pour "
          "bloquer l'attaque.")
_MULLIGAN = ("Si un des joueurs n’est pas satisfait de sa main de départ, il peut déclarer un mulligan (second tirage) "
             "une seule fois.")

_FR: dict[str, str | list[str]] = {
    "fftcg.deck.size": "Un deck doit contenir exactement 50 cartes dans le format \"construit\", 40 ou plus dans le "
                       "format \"limité\"",
    "fftcg.deck.copies": "Un deck ne peut contenir plus de 3 exemplaires d’une carte avec le même numéro de série (une "
                         "carte avec un nom identique, mais un numéro de série différent est considérée comme différente)",
    "fftcg.setup.mulligan-once": _MULLIGAN,
    "fftcg.setup.mulligan-late": ["Piochez 5 cartes : chaque joueur pioche d’abord 5 cartes de son Deck pour créer sa "
                                  "main.", _MULLIGAN],
    "fftcg.setup.mulligan-cards": "Dans ce cas, il place les 5 cartes de sa main sous son Deck dans l’ordre qui lui "
                                  "convient et repioche 5 nouvelles cartes",
    "fftcg.turn.not-your-turn": "Le joueur dont ce n'était pas son tour commence le nouveau tour",
    "fftcg.turn.draw-first": _DRAW + " Cela est une action spéciale et n'utilise pas la pile",
    "fftcg.draw.count": [_DRAW, "Le premier joueur ne pioche qu’une seule carte lors du premier tour"],
    "fftcg.draw.not-top": _DRAW,
    "fftcg.turn.phase-skipped": "La Main Phase 1 prend fin lorsque la pile est vide et que les deux joueurs "
                                "abandonnent leur priorité.",
    "fftcg.end.hand-size": _HAND,
    "fftcg.end.new-turn-early": "S'il n'y a plus de règles à résoudre ou de capacité automatique qui se déclenche, "
                                "commencez un nouveau tour.",
    "fftcg.end.discard-timing": _HAND,
    "fftcg.game.over": ["Infliger 7 points de dégâts à l’adversaire en partie construite.",
                        "L’adversaire ne peut plus piocher de cartes"],
    "fftcg.priority.no-priority": ["Le joueur dont c'est le tour gagne la priorité.",
                                   "Chaque joueur peut utiliser une Invocation lorsqu'il à la priorité."],
    "fftcg.stack.lifo": _STACK,
    "fftcg.stack.resolve-early": _STACK,
    "fftcg.stack.pending": _STACK,
    "fftcg.timing.end-phase": "Les joueurs ne peuvent pas utiliser d'Invocation, de compétence d'action ou de "
                              "compétence spéciale durant cette phase",
    "fftcg.timing.no-priority-phase": "Aucun joueur n'a la priorité durant cette phase.",
    "fftcg.play.not-in-hand": "La main: C'est la zone ou chaque joueur place ses cartes piochées",
    "fftcg.play.wrong-type": ["Les cartes Avants et Soutiens font partie du groupe des Personnages",
                              "Les invocations sont des cartes qui ne reste pas sur le terrain."],
    "fftcg.character.timing": ["Tant que le joueur à la priorité et que la pile est vide, vous pouvez joueur un "
                               "personnage sur le terrain.", "Cela est une action spéciale et n'utilise pas la pile "
                               "(cela signifie que votre adversaire n'a pas de droit de réponse à la pose d'un "
                               "Personnage)"],
    "fftcg.cp.not-enough": _CP,
    "fftcg.cp.element": ["Lorsque vous jouez une carte, vous devez payer le coût requis en CP avec au moins 1 CP du "
                         "même élément que celui de la carte",
                         "Dans le cas d’une carte Lumière ou Ténèbres, le coût peut être payé avec n’importe quel élément."],
    "fftcg.cp.excess": "De plus, il n'est pas possible de générer plus de CP que nécessaire pour payer le coût d'une "
                       "carte. La seule exeception est quand on défausse une carte pour payer un CP supplémentaire",
    "fftcg.cp.discard-light-dark": "Attention, cela ne concerne pas les cartes Lumière et Ténèbres qui elles, ne "
                                   "peuvent pas générer de CP par la défausse.",
    "fftcg.cp.source": _CP,
    "fftcg.cp.wrong-element": ["vous gagner 1 CP du même Elément que celui de la carte.",
                               "Si la carte indique qu’elle peut générer des CP pour plusieurs éléments, vous devez "
                               "alors choisir un des éléments possibles."],
    "fftcg.field.backup-limit": "Vous ne pouvez pas avoir plus de 5 Soutiens sur le terrain.",
    "fftcg.field.same-name": "Si aucune icône [MANY] ne se trouve à droite, vous ne pouvez faire entrer qu'1 seule "
                             "carte du même nom sur le terrain, même si le visuel et le numéro de série sont différents.",
    "fftcg.zone.other-player": "Si une carte possédée par un joueur doit bouger du deck, de la Break Zone ou de la main "
                               "de ce joueur à l'autre joueur, elle bouge dans la même zone chez l'autre joueur",
    "fftcg.field.light-dark": "Vous ne pouvez faire qu'entrer qu'1 seul Personnage Lumière ou Ténèbres sur le terrain "
                              "même temps.",
    "fftcg.ability.unknown": "Les Personnages disposent de quatre types de compétences : les compétences d’action, les "
                             "compétences de terrain, les compétences automatiques et les compétences spéciales.",
    # (No sentence of the seed says in so many words that an ability is used from a character its player controls
    # on the field. This one, of the section on action abilities, takes it as given: the character using it is on
    # the field, which it may leave. The controller's definition [ref (6.2.5.)] stands in another section; the
    # rule's English words (rules.py) say it. docs/fftcg.md, "Rule words".)
    "fftcg.ability.not-on-field": "même si le Personnage utilisant la compétence d’action sort du terrain, l’effet de "
                                  "la compétence est résolu.",
    "fftcg.ability.dull-cost": "Un Avant disposant d’une compétence incluant l’icône (dull) dans son coût doit "
                               "attendre le prochain tour actif de son propriétaire afin d’utiliser cette compétence "
                               "d’action.",
    "fftcg.ability.dulled": "[REPOS] Indique qu’un Personnage actif doit être dullé.",
    "fftcg.special.same-name": "Ce symbole indique que vous devez vaut défausser d’une carte de même nom en tant que "
                               "coût (vous pouvez ainsi défausser une carte d’un numéro de série différent, sans tenir "
                               "compte de son élément).",
    "fftcg.target.invalid": "Si l'effet d'une carte est impossible à réaliser, alors l'effet doit être ignoré.",
    "fftcg.number.x": ["Une valeur dans une carte ou un coût qui est définie avec des lettres de l'alphabet (ex: X, Y "
                       "et Z, ou la carte terre.gif[1-111C] Tama) est considérée comme une valeur variable.",
                       "Sinon, le contrôleur de la carte peu choisir la valeur de la variable."],
    "fftcg.number.integer": "L'ensemble des valeurs numériques sont des valeurs entières. Il n'y a aucune fraction ni "
                            "nombre décimal. Si un joueur doit choisir une valeur, alors elle doit être positive et "
                            "entière.",
    "fftcg.number.rounding": "Si une valeur est une valeur décimale, alors la valeur est arrondie à l'entier le plus "
                             "proche, sauf mention contraire",
    "fftcg.number.negative": "Si une valeur négative est créée durant la partie, elle est considérée comme négative "
                             "tant qu'elle est modifiée, sinon elle considérée comme nulle.",
    "fftcg.auto.pending": ["Vous devez mettre toutes les compétences automatiques qui ont comme déclancheur \"Au début "
                           "de la Main Phase 1\" (Exemple: lumiere.gif[3-146H] Minerve), ainsi que toutes les autres "
                           "compétences automatiques qui ont déjà été activée dans la pile."],
    "fftcg.auto.not-triggered": _AUTO,
    "fftcg.auto.mandatory": _AUTO,
    "fftcg.exburst.not-damage-card": "Par ailleurs, une icône [EX] indique que la carte possède un [EXBURST].",
    "fftcg.exburst.no-ex-icon": "Par ailleurs, une icône [EX] indique que la carte possède un [EXBURST].",
    "fftcg.deck.unstipulated": "Vous ne pouvez pas mélanger votre Deck ou regarder son contenu si cela n’est pas "
                               "stipulé",
    "fftcg.search.no-match": ["vous pouvez chercher la carte correspondante à la description mentionnant ce trait "
                              "dans votre Deck, vous devez ensuite montrer à votre adversaire la carte que vous avez "
                              "récupérée, puis vous pouvez l’ajouter à votre main.",
                              "Enfin mélanger votre deck.",
                              "Même si la carte en question se trouve dans votre Deck, vous pouvez choisir de ne pas "
                              "l’ajouter à votre main en le déclarant simplement."],
    "fftcg.attack.timing": "Le joueur dont c'est le tour peut déclarer un de ses Avants pour lancer une attaque, ou il "
                           "peut choisir de former une équipe.",
    "fftcg.attack.not-a-forward": "Lors de l'attaque phase, le joueur peut attaquer avec n'importe lequel de ses avants "
                                  "actif sur le terrain",
    "fftcg.attack.dull": _ATTACKERS,
    "fftcg.attack.entered-this-turn": [_ATTACKERS, "Dans le cas contraire, l'Avant doit posséder le trait spécial "
                                                   "Initiative."],
    "fftcg.attack.already-attacked": _CAN_ATTACK,
    "fftcg.attack.cannot-attack": _CAN_ATTACK,
    "fftcg.attack.party-element": "Pour former une équipe, il choisi plusieurs Avants ayant le même élément.",
    "fftcg.attack.forced": "Si des Avants ont des contraintes, tel que l'obligation d'attaquer (Exemple: "
                           "vent.gif[2-072C] Reddas), la Phase d'attaque ne peux se terminer tant que tous ces Avants "
                           "n'ont pas attaqué, où que ces contraintes deviennent irréalisable (par exemple à cause d'un "
                           "dull).",
    "fftcg.attack.cost": "Si un des Avants à besoin d'un coup pour attaquer (Exemple: terre.gif[2-078R] Vincent), le "
                         "joueur vérifie combien coûte l'attaque puis déclare l'Avant attaquant. Après cela, le coût "
                         "est fixé, et même s'il devait changer pendant l'attaque, le montant que le joueur doit payer "
                         "ne change pas. Lors du paiement du coût en CP, le jouer doit payer le montant exacte. "
                         "Cependant un excé d'un CP est autorisé dans le cas d'une défausse.",
    "fftcg.block.timing": _BLOCK + " Il ou elle peut, bien sur, choisir de ne pas bloquer l'attaque.",
    "fftcg.block.not-a-forward": _BLOCK,
    "fftcg.block.dull": "L'Avant réalisant le bloquage doit être actif.",
    "fftcg.block.cannot-block": "S'il y a des contraintes empechant le blocage sont posés sur un Avant, ce dernier ne "
                                "peut pas être choisi pour le bloquage",
    "fftcg.block.forced": "S'il y a une contrainte placé sur un ou plusieurs Avants les obligant à bloquer (Exemple: "
                          "eau.gif[2-129L] Cécil), le joueur doit choisir un de ces Avant pour bloquer tant que cela ne "
                          "contredit pas les règles en palce.",
    "fftcg.block.cost": "Si un Avant choisi pour bloquer à un coût pour bloquer, le joueur dont ce n'est pas le tour "
                        "vérifie le coût et déclare le bloqueur. Après cela, le coût est fixé, et même s'il change "
                        "durant le bloquage, le montant que le joueur doit payer ne change pas. Lors du paiement du "
                        "coût en CP, le jouer doit payer le montant exacte. Cependant un excé d'un CP est autorisé "
                        "dans le cas d'une défausse.",
    "fftcg.block.split": "L’attaque d’équipe est bloquée : c’est au joueur bloqueur de décider comment répartir les "
                         "dégâts entre les différents membres de l’équipe attaquante.",
}

QUOTES: dict[str, dict] = {rid: {"fr": words} for rid, words in _FR.items()}

#: A note every report, explanation and packet prints under a rule's quoted words (translated: catalog messages),
#: where the words say what the engine does not judge (docs/fftcg.md, Readings; docs/rules-audit/fftcg.md).
NOTES: dict[str, str] = {
    "fftcg.attack.entered-this-turn": N_("The French words say Initiative (First Strike) here, a slip of the rules: "
                                         "their Booster (Haste) entry, the official rules and matchledger say Haste."),
}
