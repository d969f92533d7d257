"""The words of each Force of Will rule in the French basic rules (001_...), as printed.

``QUOTES[rule_id]["fr"]``: fragments of the seed, word for word (whitespace
aside; ``tests/test_ruletexts.py`` checks each). The English words of a rule
are the rendering in ``rules.py``. There is no Italian text of these rules:
an Italian report quotes the French.
"""

from __future__ import annotations

_ATTACKER = "Choisissez un de vos Résonateurs restauré ou votre J-Ruler restauré et déclarez une attaque avec lui."
_BLOCK = "Votre adversaire peut épuiser un de ses Résonateurs ou J-Ruler restaurés pour bloquer votre attaquant."
_STONE_TOP = "Mettez la carte du dessus de votre Deck Pierre Magique dans votre Zone Pierre Magique, face visible."
_CALL = "Appeler une Pierre Magique en épuisant votre Ruler ou J-Ruler."
_CHASE = "Les actions en poursuite sont résolues avant les actions auxquelles elles répondent."

_FR: dict[str, str | list[str]] = {
    "fow.setup.ruler": "Chaque joueur prépare son Deck Principal, son Deck Pierre Magique et sa carte Ruler.",
    "fow.setup.stone-deck-empty": "Chaque joueur prépare son Deck Principal, son Deck Pierre Magique et sa carte Ruler.",
    "fow.setup.stone-deck": "Contient vos Pierres Magiques, en attente d'être appelée.",
    "fow.setup.main-deck": "Contient vos cartes, à l'exception des Pierres Magiques.",
    "fow.setup.mulligan-order": "En commençant par le joueur qui débutera la partie, chaque joueur peut choisir n'importe "
                                "quel nombre de cartes de sa main et les mettre sous son Deck dans l'ordre de son "
                                "choix, puis pioche autant de cartes.",
    "fow.setup.mulligan-twice": ["chaque joueur peut choisir n'importe quel nombre de cartes de sa main et les mettre "
                                 "sous son Deck dans l'ordre de son choix, puis pioche autant de cartes.",
                                 "Ceci est nommé \"faire un mulligan\"."],
    "fow.setup.mulligan-late": "Chaque joueur pose simultanément son Ruler dans sa Zone Ruler, puis la partie commence "
                               "avec le premier tour du joueur choisi.",
    "fow.turn.not-your-turn": "Alors l'adversaire devient le joueur actif et commence son tour.",
    "fow.turn.draw-phase": "Piochez une carte dans votre Deck Principal et mettez-la dans votre main.",
    "fow.draw.first-turn": "Si vous êtes le joueur débutant la partie, vous ne piochez pas de carte durant la première "
                           "phase de pioche.",
    "fow.draw.not-top": "Lorsque vous piochez vous prenez la carte du dessus de votre Deck et la mettez dans votre main.",
    "fow.end.hand-size": "Si le joueur actif a plus de cartes dans sa main que la taille de main maximum, ce joueur "
                         "doit défausser les cartes en surplus. La taille de main maximum par défaut est sept.",
    "fow.game.over": "Il y a deux manières de remporter la partie : réduire les points de vie de l'adversaire à 0 ou "
                     "attendre que l'adversaire doive piocher une carte durant sa Phase de Pioche mais n'y parvienne "
                     "pas car son Deck Principal est vide.",
    "fow.will.source": "Vous avez besoin d'épuiser (incliner) vos Pierres Magiques pour produire de la volonté.",
    "fow.will.rested": "Les cartes sur votre terrain, Zone Pierre Magique et Zone Ruler peuvent avoir différentes "
                       "orientations: restaurées (prêt à être utilisé) ou épuisées (utilisé).",
    "fow.will.attribute": "Coût d'Attribut : pour chaque icône indiquée, vous devez payer une volonté correspondante.",
    "fow.will.exact": ["Pour jouer une carte, vous devez payer à la fois son coût d'attribut (avec des volontés "
                       "spécifiques) et son coût libre (avec n'importe quelle volonté).",
                       "Coût Libre : vous devez payer autant de volonté que le nombre indiqué, de n'importe quel type."],
    "fow.will.x": "Coût Libre : vous devez payer autant de volonté que le nombre indiqué, de n'importe quel type.",
    "fow.stone.once-per-turn": "Vous ne pouvez appeler de Pierre Magique qu'une fois pendant chacun de vos tours.",
    "fow.stone.judgment-turn": "Vous ne pouvez pas appeler de Pierre Magique si vous avez fait un jugement durant ce tour.",
    "fow.stone.ruler-rested": _CALL,
    "fow.stone.not-ruler": _CALL,
    "fow.stone.not-top": _STONE_TOP,
    "fow.stone.empty-deck": _STONE_TOP,
    "fow.play.not-in-hand": ["Mettre un Résonateur ou une Regalia depuis votre main sur votre terrain en payant son coût.",
                             "Ajouter une Addition à une autre carte sur le terrain depuis votre main en payant son coût.",
                             "Jouer un Sort : Chant depuis votre main en payant son coût."],
    "fow.play.main-phase": ["Vous pouvez faire les choses suivantes à n'importe quel moment, même durant le tour de "
                            "votre adversaire ou durant un combat.",
                            "Jouer un Sort : Chant-Instantané depuis votre main en payant son coût.",
                            "Jouez une capacité activée d'une de vos cartes en payant son coût d'activation.",
                            "Jouer un Sort : Chant-Réserve depuis votre main ou votre Zone Chant-Réserve si sa "
                            "condition de [Déclenchement] est remplie."],
    "fow.play.addition-target": "Lorsque vous ajoutez une Addition à une autre carte, mettez-la directement sous cette "
                                "carte pour montrer à quelle carte elle est ajoutée.",
    "fow.play.target": "Votre J-Ruler n'est pas un Résonateur, donc les effets s'appliquant aux Résonateurs ne "
                       "s'appliquent pas à lui.",
    "fow.standby.not-in-hand": "Vous pouvez payer [2] pour mettre une carte depuis votre main dans la Zone "
                               "Chant-Réserve, face cachée.",
    "fow.standby.same-turn": "Vous ne pouvez pas jouer un Sort : Chant-Réserve durant le tour où il a été mis dans "
                             "votre Zone Chant-Réserve.",
    "fow.standby.trigger": "Jouer un Sort : Chant-Réserve depuis votre main ou votre Zone Chant-Réserve si sa "
                           "condition de [Déclenchement] est remplie.",
    "fow.standby.not-standby-spell": "Vous pouvez jouer une carte depuis cette zone s'il s'agit d'un Sort : "
                                     "Chant-Réserve sans payer son coût et si sa condition de [Déclenchement] est remplie.",
    "fow.ability.no-such": "Jouez une capacité activée d'une de vos cartes en payant son coût d'activation. Toutes les "
                           "capacités activées ont un double point (:).",
    "fow.ability.rested": "Si le symbole apparaît dans le coût, cela signifie qu'il faut épuiser la carte en tant que "
                          "coût d'activation.",
    "fow.ability.entered-this-turn": "Si cette carte est un Résonateur, vous ne pouvez pas jouer une de ses capacités "
                                     "activées avec le symbole durant le tour où il a été mis sur le terrain.",
    "fow.chase.unresolved": _CHASE,
    "fow.chase.not-top": _CHASE,
    "fow.chase.empty": "Dans ce jeu, vous pouvez déclarer une action en réponse à une autre action avant que la "
                       "précédente soit résolue.",
    "fow.attack.attacker": _ATTACKER,
    "fow.attack.rested": _ATTACKER,
    "fow.attack.entered-this-turn": "Vous ne pouvez pas déclarer d'attaque avec un Résonateur ou un J-Ruler qui a été "
                                    "mis sur le terrain durant ce tour.",
    "fow.attack.target": ["Choisissez l'objet attaqué :", "Votre adversaire ;",
                          "ou un des Résonateurs ou J-Ruler de votre adversaire épuisés."],
    "fow.battle.unfinished": [_BLOCK, "Dégâts de combat :"],
    "fow.block.not-defender": _BLOCK,
    "fow.block.blocker": _BLOCK,
    "fow.block.no-battle": "S'il bloque, votre attaquant et le bloqueur se combattent.",
    "fow.judgment.ruler-rested": "Pour faire un jugement, votre Ruler doit être restauré et vous devez remplir les "
                                 "conditions de sa [J-Activation].",
    "fow.judgment.no-j-ruler": "Lorsque vous résolvez un jugement, retournez votre Ruler sur sa face J-Ruler et "
                               "mettez-le sur votre terrain.",
    "fow.judgment.j-side-up": "Si votre J-Ruler est détruit, remettez-le dans votre Zone Ruler avec sa face J-Ruler "
                              "visible, et gardez l'orientation qu'il avait lorsqu'il a été détruit (restauré/épuisé).",
}

QUOTES: dict[str, dict] = {rid: {"fr": words} for rid, words in _FR.items()}
