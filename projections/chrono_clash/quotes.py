"""The words of each Chrono Clash rule in the three manuals (English, French, Italian), as printed.

Each entry gives, per language, the manual's own sentence(s): fragments of the
seed, word for word (only whitespace and the ``**`` bold marks of the scanned
text may differ; ``tests/test_ruletexts.py`` checks every one). A language is
missing where that manual has no such sentence (the Italian manual lacks
Sneak Attack, Elusive, Taunt, Toughness and Pilot; it has Transform only on one
card's text): the English sentence is quoted then, labelled "(inglese)". ``detail`` names the icon in the manual's language.
"""

from __future__ import annotations

QUOTES: dict[str, dict] = {
    # Deck building
    "ccs.deck.min-size": {
        "en": "Your deck must contain at least 50 cards.",
        "fr": "Votre deck doit contenir au moins 50 cartes.",
        "it": "Deve contenere almeno 50 carte."},
    "ccs.deck.colors": {
        "en": "Your deck can't have more than 2 colors.",
        "fr": "Votre deck ne peut pas avoir plus de 2 couleurs.",
        "it": "Non può avere più di 2 colori."},
    "ccs.deck.copies": {
        "en": "Your deck can't have more than 3 copies of any single card.",
        "fr": "Votre deck ne peut pas contenir plus de 3 copies d'une même carte.",
        "it": "Non può avere più di 3 copie di una stessa carta."},
    # The French and Italian card types say it: extra deck cards are played from an extra deck of their own.
    # The English manual has no card types section; its nearest sentence keeps the extra deck apart.
    "ccs.deck.extra-card-in-main": {
        "en": "If you have one, at the beginning of the game you'll shuffle it and place it off to the side.",
        "fr": ["Battler de l'extra deck (Battler/Action)",
               "Ces cartes sont si puissantes qu'elles sont jouées depuis un extra deck à part."],
        "it": ["Extra Deck Battler (Battler/Action)",
               "Queste carte sono tanto potenti da essere giocate da un Extra Deck a parte."]},
    "ccs.extra-deck.min-size": {
        "en": "If you build an extra deck, it must have at least 6 cards",
        "fr": "Si vous construisez un extra deck, il doit contenir au moins 6 cartes",
        "it": "Se crei un Extra Deck, esso deve contenere almeno 6 carte"},
    "ccs.extra-deck.singleton": {
        "en": "with no more than 1 copy of any single card.",
        "fr": "avec pas plus d'une copie de chaque carte.",
        "it": "non può avere più di 1 copia di una stessa carta."},
    "ccs.extra-deck.only-extra-cards": {
        "en": "Only extra deck cards can be included, and they must all be the same size.",
        "fr": "Seuls les cartes d'extra deck peuvent y figurer et elles doivent toutes avoir la même taille.",
        "it": "Le carte che contiene devono necessariamente essere carte Extra Deck e devono essere tutte della "
              "stessa misura."},
    "ccs.extra-deck.colors": {
        "en": "Finally, they must be the same colors you chose for your regular deck.",
        "fr": "Enfin, elles doivent avoir les mêmes couleurs que vous avez choisies pour votre deck principal.",
        "it": "Infine, devono essere degli stessi colori scelti per il tuo deck normale."},
    # Turn and gauge
    "ccs.turn.not-your-turn": {
        "en": "During your turn, you'll follow the steps below.",
        "fr": "Durant votre tour, vous suivrez les étapes ci-dessous.",
        "it": "Durante il tuo turno, segui i passi elencati sotto."},
    "ccs.turn.order-multiplayer": {
        "en": "Whenever your turn ends, the counter is placed on the Chrono Clash gauge of the player to your left, on "
              "the number where your turn finished.",
        "fr": "À chaque fois que votre tour s'achève, le compteur est placé sur la jauge Chrono Clash du joueur sur "
              "votre gauche, au nombre sur lequel votre tour s'est achevé.",
        "it": "Quando il tuo turno finisce, il contatore va messo sulla barra Chrono Clash del giocatore alla tua "
              "sinistra in corrispondenza del numero su cui il tuo turno si è concluso."},
    "ccs.turn.draw-step": {
        "en": ["2 Draw 1 card from your deck", "If you can't, you lose!"],
        "fr": ["2 Piocher 1 carte de votre deck", "Si vous n'en avez plus à votre disposition, vous perdez !"],
        "it": ["2 Pesca 1 carta dal tuo deck", "Se non puoi più pescare, hai perso!"]},
    "ccs.draw.not-top": {
        "en": "2 Draw 1 card from your deck",
        "fr": "2 Piocher 1 carte de votre deck",
        "it": "2 Pesca 1 carta dal tuo deck"},
    "ccs.draw.extra-deck": {
        "en": "The only way to draw cards from your extra deck is to play an ability with the Draw 1 EX icon in it.",
        "fr": "La seule manière de piocher des cartes depuis un extra deck est de jouer une capacité avec l'icône "
              "Piocher 1 EX.",
        "it": "L'unico modo per pescare dall'Extra Deck è attivare un'abilità con l'icona \"Pesca 1 dall'Extra "
              "Deck\" []."},
    "ccs.gauge.turn-over": {
        "en": ["The most important thing to remember is that whenever the counter gets to your opponent's \"1\" "
               "or higher, your turn ends.",
               "You can play as many cards as you want, but once the counter reaches \"1\" on your opponent's side "
               "of the Chrono Clash gauge, you can't play cards any more."],
        "fr": ["La chose la plus importante dont il faut se souvenir est qu'à chaque fois que le compteur atteint "
               "le « 1 » ou plus de votre adversaire, votre tour prend fin.",
               "Vous pouvez jouer autant de cartes que vous le désirez, mais une fois que le compteur atteint le "
               "« 1 » du côté de la jauge du Chrono Clash de votre adversaire, vous ne pouvez plus jouer de cartes."],
        "it": ["La cosa più importante da ricordare è che se il segnalino finisce sullo spazio 1 del tuo "
               "avversario od oltre, il tuo turno finisce.",
               "Puoi giocare quante carte vuoi, ma, appena il contatore avrà raggiunto \"1\" dal lato del tuo "
               "avversario della barra Chrono Clash, non potrai più giocare carte."]},
    "ccs.game.over": {
        "en": ["The last player standing wins the game!", "If a player completes 5 or more quests, they win!"],
        "fr": ["Le dernier joueur en vie remporte la victoire !", "Si un joueur complète 5 quêtes ou plus, il gagne !"],
        "it": ["L'ultimo giocatore rimasto in gioco è il vincitore!", "Se un giocatore completa 5 o più missioni, vince!"]},
    # An eliminated player acting: they are out of the game ("eliminated from the game"), which goes on, and is won,
    # without them (the sentence listing the two ways a player is eliminated is not what went wrong).
    "ccs.game.eliminated": {
        "en": ["Players can be eliminated from the game", "The last player standing wins the game!"],
        "fr": ["Les joueurs peuvent être éliminés du jeu", "Le dernier joueur en vie remporte la victoire !"],
        "it": ["Un giocatore può essere eliminato dal gioco", "L'ultimo giocatore rimasto in gioco è il vincitore!"]},
    # Summoning and actions
    "ccs.summon.not-in-hand": {
        "en": "To summon a battler from your hand, pay its cost on the Chrono Clash gauge and put the card out in "
              "front of you, into the area called the \"battlefield\".",
        "fr": "Pour invoquer un battler de votre main, payez son coût de jauge Chrono Clash et posez votre carte en "
              "face de vous dans l'aire dite de « champ de bataille ».",
        "it": "Per evocare un Battler dalla tua mano devi pagarne il costo sulla barra Chrono Clash e mettere la "
              "carta in campo davanti a te nell'area chiamata \"campo di battaglia\"."},
    "ccs.summon.not-a-battler": {
        "en": "Summon a battler from your hand, paying its cost.",
        "fr": "Invoquer un battler de votre main en payant son coût.",
        "it": "Evoca un Battler dalla tua mano pagandone il costo."},
    "ccs.summon.sneak-attack": {
        "en": "You may summon this battler for its sneak attack cost instead, shown by the number inside the icon. "
              "If you do, attack with it immediately (even if it's no longer your turn). Destroy it after that attack.",
        "fr": "Vous pouvez invoquer ce battler pour son coût d'attaque sournoise à la place, indiqué par le chiffre "
              "dans l'icône. Si vous faites cela, attaquez avec directement (même si ce n'est plus votre tour). "
              "Détruisez-le après cette attaque.",
        "detail": {"fr": "Attaque sournoise"}},
    "ccs.summon.pilot": {
        "en": "If you summon it for its pilot cost, you must attach it to one of your Eva battlers that doesn't "
              "already have a pilot.",
        "fr": "Si vous l'invoquez pour son coût de pilote, vous devez le joindre à l'un de vos battlers Eva qui ne "
              "possèdent déjà pas de pilote.",
        "detail": {"fr": "Pilote"}},
    "ccs.summon.tap-on-summon": {
        "en": ["You may tap this battler when you summon it.", "When you summon this battler, you may tap it."],
        "fr": ["Vous pouvez engager ce battler quand vous l'invoquez.", "Quand vous l'invoquez, vous pouvez l'engager."],
        "it": ["Puoi tappare questo Battler quando lo evochi."],
        "detail": {"fr": "Sentinelle, Provocation", "it": "Sentinella"}},
    "ccs.summon.toughness": {
        "en": "When you summon this battler, you may put a card from your hand face up under it.",
        "fr": "Lorsque vous invoquez ce battler, vous pouvez mettre dessous une carte de votre main face visible.",
        "detail": {"fr": "Vigueur"}},
    "ccs.summon.reinforcements": {
        "en": "Whenever this battler is destroyed while it's in the battlefield, you may summon a battler or extra "
              "deck battler from your hand that costs less than this battler.",
        "fr": "À chaque fois que ce battler est détruit sur le champ de bataille, vous pouvez invoquer un battler "
              "ou un battler d'extra deck de votre main avec un coût inférieur à ce battler.",
        "it": "Quando questo Battler viene distrutto mentre si trova sul campo di battaglia, puoi evocare dalla tua "
              "mano un Battler o un Extra Deck Battler con costo inferiore ad esso.",
        "detail": {"fr": "Renforts", "it": "Rinforzi"}},
    "ccs.action.not-in-hand": {
        "en": "Play an action card from your hand, paying its cost.",
        "fr": "Jouer une carte action de votre main en payant son coût.",
        "it": "Gioca una carta Action dalla tua mano pagandone il costo."},
    "ccs.action.not-an-action": {
        "en": "Whenever you play an action card, pay its cost and resolve its ability.",
        "fr": "À chaque fois que vous jouez une carte action, payez son coût et résolvez sa capacité.",
        "it": "Quando giochi una carta Action, pagane il costo e risolvi la sua abilità."},
    "ccs.extra-deck.cost": {
        "en": "To play an extra deck card, you must destroy your battlers in play that have a combined cost that "
              "is at least as high as the extra deck card's cost.",
        "fr": "Pour jouer une carte d'extra deck, vous devez détruire vos battlers mis en jeu lorsque leur coût "
              "combiné est au moins aussi élevé que celui de la carte d'extra deck.",
        "it": "Invece, per giocare una carta Extra Deck, devi distruggere dei Battler in gioco la cui somma di "
              "costo deve essere pari o superiore al costo della carta Extra Deck."},
    "ccs.extra-deck.standard-only": {
        "en": ["You can only use standard battlers to pay the cost of EX battlers.",
               "Extra Deck battlers may not be destroyed to pay for other Extra Deck battlers."],
        "fr": ["Vous ne pouvez utiliser que des battlers standards pour payer le coût des EX battlers.",
               "Les battlers d'Extra Decks ne doivent pas être détruits pour payer pour d'autres battlers d'Extra Decks."],
        "it": "Puoi usare solo Battler normali per pagare il costo degli Extra Deck Battler, quindi non puoi "
              "distruggere un Extra Deck Battler per pagare il costo di un altro Extra Deck Battler."},
    # Attacking
    "ccs.attack.not-your-battler": {
        "en": "Attack with one of your battlers.",
        "fr": "Attaquer avec l'un de vos battlers.",
        "it": "Attacca con uno dei tuoi Battler."},
    "ccs.attack.summoned-this-turn": {
        "en": "Battlers you summoned this turn cannot attack.",
        "fr": "Les battlers que vous invoquerez durant ce tour ne peuvent pas attaquer.",
        "it": "I Battler che hai evocato durante questo turno non possono attaccare."},
    "ccs.attack.tapped": {
        "en": "Whenever you attack with a battler, tap it.",
        "fr": "À chaque fois que vous attaquez avec un battler, engagez-le.",
        "it": "Quando attacchi con un Battler, tappalo."},
    "ccs.attack.cant-attack": {
        "en": "This battler can't attack, but it can still go on quests.",
        "fr": "Ce battler ne peut pas attaquer mais il peut tout de même participer à une quête.",
        "it": "Questo Battler non può attaccare, ma può comunque andare in missione.",
        "detail": {"fr": "Ne peut pas attaquer", "it": "Attacco bloccato"}},
    "ccs.attack.cant-attack-battlers": {
        "en": "This battler can't attack tapped enemy battlers, only opponent's guardian stacks and guardians on "
              "guesting battlers.",
        "fr": "Ce battler ne peut pas attaquer des battlers ennemis engagés. Il ne peut attaquer que les piles de "
              "gardien de l'adversaire et les gardiens sur des battlers en quête.",
        "it": "Questo Battler non può attaccare Battler nemici tappati, ma soltanto Pile dei Guardian nemiche o "
              "Guardian di Battler in missione.",
        "detail": {"fr": "Ne peut pas attaquer des battlers", "it": "Attacco contro Battler bloccato"}},
    "ccs.attack.target-untapped": {
        "en": "You must then choose to have it attack a tapped enemy battler, or your opponent's guardian stack.",
        "fr": "Vous devez alors choisir de le faire attaquer un battler ennemi engagé ou la pile de gardien de "
              "votre adversaire.",
        "it": "Devi poi scegliere se fargli attaccare un Battler nemico tappato o la Pila dei Guardian del tuo "
              "avversario."},
    "ccs.attack.elusive": {
        "en": "This battler can only be attacked by battlers with the elusive icon.",
        "fr": "Ce battler peut uniquement être attaqué par des battlers avec insaisissable.",
        "detail": {"fr": "Insaisissable"}},
    "ccs.attack.sentinel": {
        "en": ["While this battler is tapped, your quardian stack cannot be attacked.",
               "This ability is not active when a battler is questing."],
        "fr": ["Tant que ce battler est engagé, votre pile de gardien ne peut pas être attaquée.",
               "Cette habilité est inactive quand un battler participe à une quête."],
        "it": ["Finché questo Battler resta tappato, la tua Pila dei Guardian non può essere attaccata.",
               "Questa abilità non si attiva se il Battler è in missione."],
        "detail": {"fr": "Sentinelle", "it": "Sentinella"}},
    "ccs.attack.taunt": {
        "en": "While a Taunt battler is tapped and not on a guest, your non-taunt battlers can't be attacked.",
        "fr": "Quand un battler de provocation est engagé et pas en quête, vos battler de non-provocation ne "
              "peuvent pas être attaqués.",
        "detail": {"fr": "Provocation"}},
    "ccs.attack.must-attack": {
        "en": ["If you do, attack with it immediately (even if it's no longer your turn).",
               "Pay the cost of the Transform battler and put it into play attacking, even if it's no longer your turn."],
        "fr": ["Si vous faites cela, attaquez avec directement (même si ce n'est plus votre tour).",
               "Payez le coût du battler transformé et mettez-le en jeu en mode attaque, même si ce n'est plus "
               "votre tour."],
        # the Italian manual has Transform only (on a card, not in its icon legend), and no Sneak Attack
        "it": ["Le carte evocate con Trasformazione possono attaccare immediatamente o usare abilità anche se la "
               "barra Chrono Clash dovesse già indicare il passaggio al turno del tuo avversario."],
        "detail": {"fr": "Attaque sournoise, Transformation", "it": "Trasformazione"}},
    "ccs.attack.unfinished": {
        "en": "Whenever you attack your opponent's guardian stack, they must reveal the top card of their guardian stack.",
        "fr": "À chaque fois que vous attaquez la pile de gardien de votre adversaire, celui-ci doit révéler la "
              "carte du dessus de sa pile.",
        "it": "Quando attacchi la Pila dei Guardian avversaria, il tuo avversario deve mostrare la carta in cima ad essa."},
    # Quests and tap abilities
    "ccs.quest.not-your-battler": {
        "en": "Send one of your battlers on a quest.",
        "fr": "Faire participer l'un de vos battlers à une quête.",
        "it": "Manda in missione uno dei tuoi Battler."},
    "ccs.quest.summoned-this-turn": {
        "en": "Battlers you summoned this turn cannot go on quests.",
        "fr": "Les battlers que vous invoquerez durant ce tour ne peuvent pas participer à une quête.",
        "it": "I Battler che hai evocato durante questo turno non possono andare in missione."},
    "ccs.quest.tapped": {
        "en": "To send a battler on a quest, tap it and place any card from your hand face down on top of it.",
        "fr": "Pour envoyer un battler en quête, engagez-le et placez n'importe quelle carte de votre main face "
              "cachée au-dessus de lui.",
        "it": "Per mandare un Battler in missione, tappalo e metti una qualunque carta dalla tua mano sopra di "
              "esso a faccia in giù."},
    "ccs.tap.summoned-this-turn": {
        "en": "Battlers you summoned this turn cannot use tap abilities.",
        "fr": "Les battlers que vous invoquerez durant ce tour ne peuvent pas utiliser de capacité engagement.",
        "it": "I Battler che hai evocato durante questo turno non possono usare le proprie abilità tap."},
    "ccs.tap.no-tap-ability": {
        "en": "Battlers with tap abilities feature the [] icon.",
        "fr": "Les battlers avec des capacités engagement possèdent une icône [].",
        "it": "I Battler con abilità tap presentano l'icona [T]."},
    "ccs.tap.tapped": {
        "en": "Any time you can attack with this battler, you can tap it instead to gain the effect icons after "
              "this icon.",
        "fr": "À chaque fois que vous auriez pu attaquer avec ce battler, vous pouvez à la place l'engager pour "
              "gagner l'effet des icônes après celle-ci.",
        "it": "Quando potresti attaccare con questo Battler, puoi invece scegliere di tapparlo per ottenere gli "
              "effetti indicati dalle icone successive a questa."},
    "ccs.tap.target-tapped": {
        "en": "This battler can't target a tapped battler.",
        "fr": "Ce dernier ne peut viser un battler engagé.",
        "it": "Le abilità tap non possono avere come bersaglio carte tappate."},
    "ccs.transform": {
        "en": "During your turn, you can tap one of your battlers that could attack and return it to your hand. "
              "Pay the cost of the Transform battler and put it into play attacking, even if it's no longer your turn.",
        "fr": "Pendant votre tour, vous pouvez engager un de vos battlers qui peut attaquer et le faire revenir "
              "dans votre main. Payez le coût du battler transformé et mettez-le en jeu en mode attaque, même si "
              "ce n'est plus votre tour.",
        # the Italian manual says it of one card with Transform (its cost, 8, is that card's)
        "it": ["Puoi usare l'abilità Trasformazione di questa carta per rimandare un Battler dal campo di battaglia "
               "alla mano ed evocare questa carta al suo posto.",
               "Le carte evocate con Trasformazione possono attaccare immediatamente o usare abilità anche se la "
               "barra Chrono Clash dovesse già indicare il passaggio al turno del tuo avversario."],
        "detail": {"fr": "Transformation", "it": "Trasformazione"}},
    # Abilities
    "ccs.ability.target": {
        "en": "If an effect has multiple target icons, you must choose that many targets.",
        "fr": "Si un effet a plusieurs icônes de cible, vous devez choisir autant de cibles.",
        "it": "Se un effetto ha più icone bersaglio, devi scegliere tanti bersagli quante sono le icone."},
    # A summon or an action whose cost ended the turn, its ability's choice left out. The Italian "puoi comunque
    # risolverla" (you can still resolve it) reads with the sentence before it, "risolvila ora" (resolve it now):
    # the turn's end does not take the summon ability away, and it is resolved, as English "must still" and French
    # « résolvez quand même » say (the seeds' README: the rule is what they agree on). The Italian reader is shown
    # both Italian sentences. The action's: resolving its ability is part of playing it in all three; the turn's end
    # does not stop it ("you still get to", « résolvez quand-même », "puoi comunque").
    "ccs.summon.ability-after-turn-end": {
        "en": "If summoning the battler ends your turn, you must still resolve the battler's summon ability.",
        "fr": "Si invoquer le battler entraîne la fin de votre tour, résolvez quand même la capacité d'invoquer du "
              "battler.",
        "it": ["Se esso possiede una Condizione d'Innesco Evocazione [E], risolvila ora.",
               "Anche quando l'evocazione del Battler segna la fine del tuo turno, puoi comunque risolverla "
               "l'abilità evocazione del Battler."]},
    "ccs.action.ability-after-turn-end": {
        "en": ["Whenever you play an action card, pay its cost and resolve its ability.",
               "If playing the action ends your turn, you still get to resolve its ability."],
        "fr": ["À chaque fois que vous jouez une carte action, payez son coût et résolvez sa capacité.",
               "Si jouer cette carte entraîne la fin de votre tour, résolvez quand-même sa capacité."],
        "it": ["Quando giochi una carta Action, pagane il costo e risolvi la sua abilità.",
               "Anche quando giocare la carta Action segna la fine del tuo turno, puoi comunque risolvere la sua "
               "abilità."]},
    # A reveal after a guardian's time gain ended the attacker's turn, and the attack with it.
    "ccs.guardian.attacker-destroyed": {
        "en": "If a guardian effect destroys the attacker, ignore any remaining guardian attacks it had.",
        "fr": "Si un effet de gardien détruit l'attaquant, ignorez les attaques de gardien qu'il lui restait.",
        "it": "se un effetto Guardian distrugge l'attaccante, ignora gli Attacchi Guardian che gli erano rimasti."},
    "ccs.guardian.attack-stopped": {
        "en": "If a guardian ability gives your opponent time, and it is no longer your turn, the attack is stopped.",
        "fr": "Si une capacité de gardien donne du temps à votre adversaire et que ce n'est plus votre tour, l'attaque "
              "est stoppée.",
        "it": "Se un'abilità Guardian fa guadagnare del tempo al tuo avversario e il tuo turno finisce, l'attacco "
              "viene interrotto."},
    "ccs.guardian.abilities-ignored": {
        "en": "If the guardian battler had any ability icons, ignore them those only take effect if that battler was in "
              "the battlefield.",
        "fr": "Si le battler gardien avait des icônes de capacité, ignorez-les car elles n'ont d'effet que si le battler "
              "était sur le champ de bataille.",
        "it": "Se il Guardian Battler ha delle icone abilità, ignorale: esse hanno effetto solo se quel Battler è sul "
              "campo di battaglia."},
    "ccs.ability.protector": {
        "en": "While in play, your non-protector battlers can't be the target of enemy effects.",
        "fr": "En jeu, vos battler non-protecteurs ne peuvent pas être la cible d'effets ennemis.",
        "it": "Fintanto che rimane in campo, i tuoi Battler senza \"Scudo umano\" non possono diventare il "
              "bersaglio di effetti nemici.",
        "detail": {"fr": "Protecteur", "it": "Scudo umano"}},
    # A target that fails the With, cost or strength icon after its target icon: the legend's words for those icons
    # (the Italian manual's "Bersagli": Avente, Costo di una carta, Potenza di un Battler).
    "ccs.ability.target-condition": {
        "en": ["It targets a card with the icon after this one.",
               "This will have a number in it indicating which cost - in this case,",
               "it targets a card with cost 8 or less.",
               "This will have a number in it indicating which strength -",
               "in this case, it targets a battler with strength 8 or less."],
        "fr": ["Elle vise une carte avec l'icône suivant celle-ci.",
               "Le nombre inscrit sur cette icône indique le coût d'une carte. Dans le cas présent, il s'agit d'une "
               "carte avec un coût de 8 ou moins.",
               "Le nombre inscrit sur cette icône indique la force d'un battler. Dans le cas présent, il s'agit d'un "
               "battler avec une force de 8 ou moins."],
        "it": ["Essa ha come bersaglio una carta avente l'icona dopo di essa.",
               "Questa icona ha scritto al suo interno un numero, il quale indica il costo dei possibili bersagli: in "
               "questo caso, ad esempio, il bersaglio potrà essere una carta con costo pari o inferiore a 8.",
               "Questa icona ha scritto al suo interno un numero, il quale indica la potenza dei possibili bersagli: "
               "in questo caso, ad esempio, il bersaglio potrà essere un Battler con potenza pari o inferiore a 8."]},
    # Choices for a second resolution past a Time Threshold the gauge had not reached. The Italian manual says it of
    # one card (its threshold, 3, is that card's).
    "ccs.ability.time-threshold": {
        "en": "When you summon a battler with this icon, if the Chrono Clash gauge is on the indicated number or "
              "greater on your opponent's side, play the summon ability a second time, ignoring the time threshold "
              "icon for that second resolution.",
        "fr": "Lorsque vous invoquez un battler avec cette icône, si la jauge Chrono Clash est sur le nombre indiqué "
              "ou plus grand du côté de votre adversaire, jouez la capacité d'invocation une seconde fois, en "
              "ignorant l'icône prémisses du temps cette fois-ci.",
        "it": "Se la barra Chrono Clash segna 3 dalla parte del tuo avversario o l'ha superato, risolvi l'abilità "
              "una seconda volta.",
        "detail": {"fr": "Prémises du temps"}},
    "ccs.ability.other-battler": {
        "en": "A battler with this icon can't target itself or a copy of itself with its ability.",
        "fr": "Un battler avec cette icône ne peut pas se viser lui-même ou une de ses copies avec cette capacité.",
        "it": "Un Battler con questa icona non può avere se stesso o una copia di se stesso come bersaglio della "
              "propria abilità."},
    # A triggered ability waiting for its controller's choice (a Destroyed or Quest Complete trigger; a summon
    # ability resolves with its summon, its choices in the BattlerSummoned): the Triggers sentence, charged to the
    # trigger's controller, who owes the choice.
    "ccs.ability.pending": {
        "en": "When the trigger happens, resolve all the ability icons after this one",
        "fr": "Lorsque le déclencheur s'active, résolvez toutes les icônes de capacité suivantes.",
        "it": "Quando la condizione si realizza, risolvi tutte le icone abilità dopo di essa."},
    "ccs.ability.no-pending": {
        "en": "When the trigger happens, resolve all the ability icons after this one",
        "fr": "Lorsque le déclencheur s'active, résolvez toutes les icônes de capacité suivantes.",
        "it": "Quando la condizione si realizza, risolvi tutte le icone abilità dopo di essa."},
    "ccs.ability.all-or-nothing": {
        "en": "If you can't resolve each icon in an ability featuring an effect icon, you don't resolve any of them.",
        "fr": "Si vous ne pouvez pas résoudre toutes les icônes d'une capacité, vous ne pourrez en résoudre aucune.",
        "it": "Se non puoi risolvere ogni icona in un'abilità che ha icone effetto, non ne puoi risolvere nessuna."},
    "ccs.ability.choice": {
        "en": "If there is a negative number, discard that many cards.",
        "fr": "S'il y a un nombre négatif sur l'icône, défaussez-vous d'autant de cartes.",
        "it": "Se è un numero negativo, scarta quel numero di carte."},
}

# the same sentence read for a second check
QUOTES["ccs.attack.target-not-enemy"] = QUOTES["ccs.attack.target-untapped"]
QUOTES["ccs.guardian.not-top"] = QUOTES["ccs.attack.unfinished"]
QUOTES["ccs.guardian.unexpected"] = QUOTES["ccs.attack.unfinished"]
QUOTES["ccs.quest.card-not-in-hand"] = QUOTES["ccs.quest.tapped"]
# The Tap trigger's "this battler": one you could attack with, so one of your battlers in play ("Attack with one
# of your battlers."). The main phase's "Activate a tap ability." (§ Your Turn) names no battler, and a rule cites
# one section.
QUOTES["ccs.tap.not-your-battler"] = QUOTES["ccs.tap.tapped"]
