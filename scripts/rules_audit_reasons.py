"""Why a sentence of a rules document is flagged by no rule id: the data ``scripts/rules_audit.py`` reads.

- ``SECTION_REASONS[game][section key]``: the reason for every sentence of a
  section that no rule quotes and ``REASONS`` does not name (Chrono Clash:
  the key is the English section name, the same for the three manuals;
  FFTCG: the section's number).
- ``REASONS[(game, lang)]``: per sentence, by the start of its words as
  printed: a reason with a note, or ``("rules", "id id ...")`` for a sentence
  that restates a rule quoted elsewhere (it is then enforced by those ids).
- A sentence of at most six words without final punctuation is a heading, an
  icon's name or a fragment of the scanned legend: ``label``.

Every reason is one of ``WHY``. ``tests/test_rules_audit.py`` fails on a
sentence left unclassified and on an entry here that matches no sentence.
"""

from __future__ import annotations

WHY = {
    "applied": "the engine carries it out on the board as the match goes (a log that departs from it is "
               "flagged under the rule of the event that does)",
    "flavour": "states no rule (introduction, description, advice)",
    "example": "an example of rules stated elsewhere",
    "label": "a heading, an icon's name, or a fragment of the scanned legend",
    "physical": "physical play (shuffling, counters, dice, how cards lie): the log records the outcome",
    "not-checkable": "not checkable from a log (hidden information, or what a player may look at)",
    "log": "the match header records it (decks, set-up, first player) and the engine sets the board up from it",
    "not-modelled": "not modelled yet",
    "reading": "read as the other sentences of the rules say (see the note)",
}

_F, _E, _P, _A = ("flavour", ""), ("example", ""), ("physical", ""), ("applied", "")

_FFTCG_SECTIONS = {   # by section number
    "1": ("log", "the header names the two players"), "2": _F, "2.2": _F, "2.3": _F, "9": ("flavour", "definitions"),
}

SECTION_REASONS: dict[str, dict[str, tuple[str, str]]] = {
    "force-of-will": {"Comment gagner": ("log", ""), "Cartes": _F},
    "fftcg": _FFTCG_SECTIONS,
    "chrono-clash": {
        "The Path to Victory": _A, "Les cartes": _F, "Setting up a Game": ("log", ""),
        "The Chrono Clash System": _A, "Your Turn": _A, "Ending your Turn": _A, "Summoning Battlers": _A,
        "Resolving Abilities": _A, "Playing Action Cards": _A, "Attacking": _A,
        "Attacking a Tapped Enemy Battler": _A, "Attacking the Guardian Stack": _A, "+1 Guardian Attack": _A,
        "Example Attacking": _E, "Questing": _A, "Example Questing": _E, "Activating Tap Abilities": _A,
        "Example Activating Tap Abilities": _E, "The Extra Deck": _A, "Multiplayer": _A,
        "Build Your Own Deck": _F, "The Ability Icons": _A, "Cibles": _A, "Triggers": _A, "Modifiers": _A,
        "Effects": _A, "Abilities": _A, "Exemples": _E,
    },
}

_PENDING = ("rules", "ccs.ability.pending")
_OVER = ("rules", "ccs.game.over")
_SUMMONED = ("rules", "ccs.attack.summoned-this-turn ccs.tap.summoned-this-turn ccs.quest.summoned-this-turn")

# Sections not named above: the engine applies them.
DEFAULT = _A

# Notes shown beside a sentence whatever enforces it: how the engine reads a sentence the documents word
# differently, or one it reads against its letter (each with the words it rests on).
NOTES: dict[tuple[str, str], dict[str, str]] = {
    ("chrono-clash", "en"): {
        "You can only use standard battlers to pay the cost of EX battlers.":
            "read as written, for EX battlers only: an extra deck action may be paid with extra deck battlers "
            "(the same in the French and Italian manuals; fixed in the engine, tests/test_ccs_readings.py)",
        "Guardians are always discarded after the attack.":
            "the French and Italian manuals say 'destroyed' ('détruits', 'distrutto'); all three also say 'The "
            "guardian is considered to be destroyed': the engine destroys it (Destroyed triggers resolve) into "
            "the discard pile",
    },
    ("fftcg", "fr"): {
        "Dans le cas contraire, l'Avant doit posséder le trait spécial Initiative.":
            "the engine reads Haste (Booster), as § 5 says ('Les Avants possédant Booster peuvent attaquer [...] "
            "dès le tour où ils entrent sur le terrain'): 'Initiative' (First Strike) here is a slip of the French text",
        "Un Avant qui reçoit des dégâts supérieurs à sa force est détruit":
            "read with [ref (10.1.4.2.)]: damage equal to or greater than its power breaks a forward",
        "De plus, même si le Personnage utilisant la compétence d’action sort du terrain":
            "quoted for fftcg.ability.not-on-field: no sentence of the seed says in so many words that an ability is "
            "used from a character its player controls on the field; this one takes it as given (the character using "
            "it is on the field, which it may leave), and the controller is defined in the lexicon [ref (6.2.5.)]",
        "Vous ne pouvez pas avoir plus de 5 Soutiens sur le terrain.":
            "holds for a character whose control changes too (it enters its new controller's field; fixed in the "
            "engine, tests/test_fftcg_zones.py)",
    },
}

_FFTCG_OVER = ("rules", "fftcg.game.over")
_FOW = ("rules", "")

REASONS: dict[tuple[str, str], dict[str, tuple[str, str]]] = {
    ("force-of-will", "fr"): {
        "Ruler / Jugement Ruler": ("label", ""),
        "Chaque joueur commence la partie": ("log", "the header's decks; the engine gives each player 4000 life (no "
                                             "header field: the seed fixes it)"),
        "Après sa résolution, mettez-la dans votre cimetière.": _A,
        "Les cartes prêtes à être jouées.": _F, "Ne les révèlez pas à votre adversaire.": ("not-checkable", ""),
        "Les cartes dans votre Deck sont face verso.": _P,
        "Chaque fois que vous appelez une Pierre Magique, mettez-la face recto": _A,
        "Zone où vous mettez": ("flavour", "what the zone holds"),
        "Chaque joueur peut regarder les cartes d'un cimetière.": ("not-checkable", ""),
        "Chaque joueur mélange son Deck Principal": _P,
        "Les joueurs utilisent un moyen aléatoire": ("log", ""),
        "Voir ": _F,
        "Jouer un Sort : Chant-Instantané depuis votre main": ("rules", "fow.play.not-in-hand"),
        "Si vous la jouez depuis votre main, vous devez payer son coût": ("rules", "fow.will.exact"),
        "Mettre une carte dans votre Zone Chant-Réserve.": ("rules", "fow.standby.not-in-hand"),
        "À partir du prochain tour, vous pouvez jouer cette carte": ("rules", "fow.standby.same-turn fow.standby.not-standby-spell"),
        "Durant votre tour vous pouvez déclarer un combat.": ("rules", "fow.turn.not-your-turn"),
        "Vous pouvez appeler des Pierres Magiques en épuisant votre J-Ruler": ("rules", "fow.stone.ruler-rested fow.stone.judgment-turn"),
        "Si un joueur a 0 ou moins points de vie, il perd la partie.": ("rules", "fow.game.over"),
        "Ceci est appelé \"poursuivre\".": _F,
        "Votre adversaire joue Flammedémon": _E, "Si elle est résolue, votre Galahad": _E,
        "Vous poursuivez Flammedémon": _E, "Orgueil des Chevaliers est résolu": _E, "Puis Flammedémon est résolue": _E,
    },
    ("fftcg", "fr"): {
        "Les règles du jeu de cartes Final Fantasy": ("log", "the header names two players"),
        "Il n’existe actuellement aucune version officielle": _F,
        "Il existe actuellement 3 types de cartes": _F,
        "Coût & Élément": _F, "Une carte peut avoir l'élément": _F, "(Ex : feu.gif[1-001H] Auron": _E,
        "Type de carte, Job et Catégorie": _F, "Texte : Décris les effets": _F, "Numéro de carte & Rareté": _F,
        "Force : Concerne uniquement les Avants.": _F,
        "Vous pouvez ajouter jusqu'à 3 cartes avec le même numéro": ("rules", "fftcg.deck.copies"),
        "Le deck ne peut contenir que 3 exemplaires": ("rules", "fftcg.deck.copies"),
        "Si l'icône [MANY] n'est pas présente": ("rules", "fftcg.field.same-name"),
        "Cependant, vous ne pouvez faire entrer qu’1 seule carte Lumière ou Ténèbres": ("rules", "fftcg.field.light-dark"),
        "De plus, ces cartes ne génèrent pas de CP par défausse": ("rules", "fftcg.cp.discard-light-dark"),
        "6 points dans une partie limitée": _FFTCG_OVER,
        "Infliger des dégâts à l’adversaire lorsque son Deck n’a plus de cartes.": _FFTCG_OVER,
        "Si vous posez 7 cartes dans cette zone, vous perdez la partie.": _FFTCG_OVER,
        "Vous perdez la partie s’il n’y a plus de cartes dans votre Deck": _FFTCG_OVER,
        "S’il ne reste plus de carte dans le Deck d’un joueur qui doit piocher": _FFTCG_OVER,
        "Cependant, le premier joueur ne piochera qu’une carte": ("rules", "fftcg.draw.count"),
        "Préparer votre deck : Chaque joueur prépare un Deck contenant exactement 50": ("rules", "fftcg.deck.size"),
        "Les joueurs peuvent lancer une Invocation durant les": ("rules", "fftcg.timing.end-phase"),
        "Utiliser une compétence : Chaque joueur peut utiliser": ("rules", "fftcg.priority.no-priority"),
        "Le joueur dont c'est leur tour gagne la priorité.": ("rules", "fftcg.priority.no-priority"),
        "Si la carte est un Avant, celui-ci ne peut pas attaquer le tour": ("rules", "fftcg.attack.entered-this-turn"),
        "Si le texte décrivant la compétence d'un Avant comprend une icône [DULL]": ("rules", "fftcg.ability.dull-cost"),
        "Booster : Les Avants possédant Booster": ("rules", "fftcg.attack.entered-this-turn fftcg.ability.dull-cost"),
        "Cependant, ils ne peuvent attaquer qu’une fois par tour": ("rules", "fftcg.attack.already-attacked"),
        "Tant que le joueur dont c'est le tour à la priorité et que la pile est vide": ("rules", "fftcg.priority.no-priority"),
        "Les catégories de rareté": _F,
        "Mélange du deck": _P, "Enfin, vous pouvez mélanger le Deck de votre adversaire": _P,
        "Déterminer le premier joueur": ("log", ""), "Le gagnant décide": ("log", ""),
        "La main n'est visible que par son propriétaire": ("not-checkable", ""),
        "Les joueurs peuvent vérifier le contenu d’une Break Zone": ("not-checkable", ""),
        "Zone des Avants : Posez vos Avants ici face visible.": _P, "Zone des Soutiens : Posez vos Soutiens": _P,
        "Deck : Posez votre Deck ici face cachée.": _P,
        "Les zones sont les endroits": _F, "La zone de jeu de chaque joueur est constituée": _F,
        "De plus n'apparaissant pas sur la figure": _F,
        "Un tour de jeu se divise": _F, "Les phases avec * indiquent": _F,
        "Les joueurs peuvent effectuer plusieurs sortes d'action": _F, "Cette phase se déroule dans l'ordre suivant": _F,
        "Le joueur peut choisir les Avants suivant les critères": _F,
        "Pour acquérir des CP.": _F, "Il existe deux façons de le faire": _F,
        "Pour jouer une carte, cela se fait en deux temps.": _F, "Acquérir des points de cristal": _F,
        "Les compétences d’action on la syntaxe suivante": ("flavour", "how an action ability is written"),
        "Cette compétence peut être utilisée en payant le coût.": ("rules", "fftcg.cp.not-enough"),
        "Les compétences spéciales sont très puissantes.": _F, "Elles sont écrites en orange": _F,
        "Les traits spéciaux apparaissent": _F,
        "N’hésitez pas à utiliser cette compétence": _F,
        "Dans cet exemple, l’icône rouge": _E,
        "Si un avant de force 9000 reçoit 4000": _E,
        "Pour la résolution des dégats, trois cas": _F,
        "Par exemple, vous contrôlez un Avant": _E, "Votre adversaire contrôle un Avant de force 6000.": _E,
        "Seuls, vos deux Avants pourraient": _E,
        "Par exemple :": _E, "Votre adversaire tente de détruire votre Avant": _E,
        "En réponse vous utilisez la compétence d’action de Moine": _E, "L’effet de Moine se surimpose": _E,
        "(L’avant désigné gagne +2000": _E, "Les deux joueurs décident de ne pas utiliser": _E,
        "La pile est résolue en commençant par l’effet de Moine.": _E, "Comme la compétence de Moine": _E,
        "Commentaire (0)": ("flavour", "the web page's trailer"),
    },

    ("chrono-clash", "en"): {
        "There are multiple ways to win": _F,
        "A player is eliminated when they attempt to draw a card": ("rules", "ccs.turn.draw-step"),
        "You can play the included decks": _F,
        "Each player will need their own deck": _F,
        "Players can't look at these cards": ("not-checkable", ""),
        "Finally, place a counter": _P,
        "Tapping a card means": _P, "Untapping it turns": _P,
        "Send one of your battlers on a quest.": ("rules", "ccs.quest.tapped ccs.quest.card-not-in-hand"),
        "Activate a tap ability.": ("rules", "ccs.tap.no-tap-ability"),
        "Whenever the counter on the Chrono Clash gauge gets to": ("rules", "ccs.gauge.turn-over"),
        "Battlers you summoned this turn can't attack, use tap abilities or go on quests.": _SUMMONED,
        "Abilities are represented": _F, "These are listed in the icon legend": _F,
        "Example A battler summoned": _E, "When this battler is summoned, destroy chosen battler": _E,
        "If it has an attack trigger": _PENDING,
        "While most battlers can only attack a single guardian": _F, "These battlers will have the +1": _F,
        "Sometimes a +Guardian Attack": _F,
        "Some battlers are all about battling": _F, "Questing allows you": _F,
        "Succeed in five quests, and you win!": _OVER,
        "Track your quest points on a die.": _P,
        "If you have 5 or more points, the game ends": _OVER,
        "You can choose whether to attack with the battler or activate": ("rules", "ccs.tap.tapped"),
        "©khara": _F,
        "This deck usually contains oversized cards.": _P,
        "You don't have to play with an extra deck": ("log", ""),
        "If you have one, at the beginning of the game you'll shuffle it": _P,
        "To play a cost 6 extra deck card": _E,
        "To win a multiplayer game": _OVER,
        "These symbols form the secret language": _F, "Learning them might seem daunting": _F,
        "These types of icons tell you": _F, "These icons tell you when": _F, "These icons feature a number": _F,
        "These icons tell you to what to do": _F,
        "If a summon ability requires me to discard": _E,
        "You can use the transform ability on this": _E, "card to return a battler that's already in": _E,
        "the battlefield to your hand and summon this card in its place.": _E,
        "Tap one battler that's in the battlefield, pay the 8 cost": _E,
        "A card that was summoned using transform will still attack": _E, "In this card's case": _E,
        "This trigger happens whenever the battler": ("label", ""),
    },
    ("chrono-clash", "fr"): {
        "Il y a multiples façons": _F,
        "Un joueur est éliminé quand il tente de piocher": ("rules", "ccs.turn.draw-step"),
        "Vous pouvez jouer directement avec les decks": _F,
        "Chaque joueur aura besoin de son propre deck": _F,
        "Les joueurs ne peuvent pas regarder ces cartes": ("not-checkable", ""),
        "Enfin, placez un compteur": _P,
        "Engager une carte signifie": _P, "Dégager une carte remet": _P,
        "Faire participer l'un de vos battlers à une quête.": ("rules", "ccs.quest.tapped ccs.quest.card-not-in-hand"),
        "Activer une capacité engagement.": ("rules", "ccs.tap.no-tap-ability"),
        "À chaque fois que le compteur de la jauge Chrono Clash atteint": ("rules", "ccs.gauge.turn-over"),
        "Les battlers que vous avez invoqués durant ce tour ne peuvent pas attaquer, ni participer":
            ("rules", "ccs.attack.summoned-this-turn ccs.quest.summoned-this-turn"),
        "Les capacités sont représentées": _F, "Ceux-ci sont listés": _F,
        "Exemple Un battler invoqué": _E, "Lorsque ce battler est invoqué, détruisez": _E,
        "Si un déclencheur d'attaquer": _PENDING,
        "Bien que la plupart des battlers": _F, "Ces battlers ont une icône +1": _F, "Parfois un battler +Attaque": _F,
        "J'attaque la pile": _E, "J'engage mon attaquant": _E, "Il révèle la carte du dessus": _E,
        "L'icône « piocher 1 carte »": _E, "Le gardien a une force de 6": _E, "Mon attaquant est détruit.": _E,
        "Maintenant que le combat est terminé": _E,
        "Certains battler préfèrent": _F, "Participer à une quête vous permet": _F,
        "Complétez cinq quêtes": _OVER,
        "Gardez une trace de vos points": _P,
        "Si vous avez 5 points ou plus": _OVER,
        "Je souhaite envoyer": _E, "Comme je sais que la carte": _E, "Au prochain tour de mon adversaire": _E,
        "Je révèle la carte et gagne 2": _E, "C'est un battler de force 4": _E, "Je défausse le gardien.": _E,
        "Vous pouvez choisir d'attaquer avec le battler ou d'activer": ("rules", "ccs.tap.tapped"),
        "Exemple de la capacité engagement": _E, "Pendant mon tour, je choisis": _E,
        "Le battler ne peut pas attaquer pendant ce tour à moins": _E,
        "Ce deck contient habituellement": _P,
        "Vous n'avez pas besoin de jouer avec un extra deck": ("log", ""),
        "Si vous en avez un, mélangez-le": _P,
        "Payer pour des cartes d'extra deck est également différent.": _F,
        "Pour jouer une carte d'extra deck de coût 6": _E,
        "Pour gagner une partie multijoueur": _OVER,
        "Ces symboles forment": _F, "Les apprendre vous semblera": _F, "Vous serez surpris": _F,
        "Ces genres d'icônes vous indiquent": _F, "Ces icônes vous indiquent à quel moment": _F,
        "Ces icônes portent un nombre": _F, "Ces icônes vous indiquent que faire": _F,
        "Si une capacité d'invocation me demande": _E,
    },
    ("chrono-clash", "it"): {
        "Ci sono diversi modi per vincere": _F,
        "Quando prova a pescare una carta dal deck e non ci riesce.": ("rules", "ccs.turn.draw-step"),
        "Puoi giocare coi deck inclusi": _F,
        "Ciascun giocatore deve avere un proprio deck": _F,
        "I giocatori non possono guardare queste carte": ("not-checkable", ""),
        "Infine, metti un segnalino": _P,
        "Tappare una carta significa": _P, "Per stappare una carta": _P,
        "Manda in missione uno dei tuoi Battler.": ("rules", "ccs.quest.tapped ccs.quest.card-not-in-hand"),
        "Attiva un'abilità tap.": ("rules", "ccs.tap.no-tap-ability"),
        "Quando il segnalino della barra Chrono Clash finisce": ("rules", "ccs.gauge.turn-over"),
        "I Battler evocati durante questo turno non possono attaccare né andare in missione.":
            ("rules", "ccs.attack.summoned-this-turn ccs.quest.summoned-this-turn"),
        "Le abilità sono rappresentate": _F, "Questi simboli sono elencati": _F,
        "Esempio Un Battler evocato": _E,
        "Se ha una Condizione d'Innesco Attacco": _PENDING,
        "Mentre la maggior parte dei Battler attacca un solo Guardian": _F,
        "Alcuni Battler non fanno che pensare alla lotta": _F,
        "Completane cinque e sarai il vincitore!": _OVER,
        "Segna i tuoi punti missione con un dado.": _P,
        "Se hai 5 o più punti, vinci la partita!": _OVER,
        "Puoi scegliere se attaccare col Battler o se attivare": ("rules", "ccs.tap.tapped"),
        "Questo deck solitamente contiene carte più grandi": _P,
        "Non sei tenuto ad usare un Extra Deck": ("log", ""),
        "Se ne hai uno, devi mischiarlo": _P,
        "Per giocare una carta Extra Deck con costo 6": _E,
        "Per vincere una partita multigiocatore": _OVER,
        "Il segreto per giocare al meglio": _F, "Formula la tua strategia": _F,
        "Questi simboli sono il linguaggio segreto": _F, "Potrebbe volerci un po'": _F,
        "Questo tipo di icone indica quali carte": _F, "Queste icone indicano quando": _F,
        "Queste icone hanno scritto al proprio interno": _F, "Queste icone indicano cosa fare": _F,
        "Se un'abilità Evocazione mi richiedesse": _E,
        "Ogni volta che questo Battler attacca, scarta una carta": _E,
        "Quando questo Battler viene tappato per attivarne": _E,
        "Quando evochi questo Battler, il Battler che hai scelto ottiene -3": _E,
        "Puoi usare l'abilità Trasformazione di questa carta": _E,
        "Tappa un Battler sul campo di battaglia, paga il costo di 8": _E,
        "Le carte evocate con Trasformazione possono attaccare immediatamente": _E,
        "Nel caso di questa carta": _E,
    },
}
