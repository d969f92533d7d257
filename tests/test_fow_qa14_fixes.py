"""Force of Will: the outside tester's fourteenth round, a regression check of round 13's readings (fix14).

1. Effect draws (Order of Sacred Queen, Wall of Ideas) recorded again as ``CardDrawn`` lines giving only the card's
   name, or no card, right after the effect's draws: the record of those draws (a note), nothing drawn. Recorded
   between the play and its ``ChaseResolved``: that resolution's draws, recorded early (the resolution draws no more).
2. A draw truly skipped at the table, later draws recorded without ids: the deck runs out when it does at the table
   (the card taken for the skipped draw, still in the hand, goes back on top), so the right player wins.
3. A judgment made in answer to the chase, its resolutions left out: ``fow.play.main-phase`` once.
4. A genuine extra draw with no card (read as the draw recorded twice): the later discard of one card more than the
   excess shows it was drawn, not ``fow.end.hand-size``.
6. The header's first wrong, the real first player only ends turn 1: one ``fow.turn.not-your-turn``.
7. After lethal battle damage, a ``TurnEnded`` then the loser's ``CardDrawn``: both notes.

The logs are the tester's (round 14), kept here whole.
"""

from __future__ import annotations

import pytest

from ledger.log import parse_log
from projections import core

H1 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Dragoon of Certo": 2, "Whelp Drake": 26, "D'
      'emonflame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Trai'
      'tor": 1, "Flame King\'s Shout": 1, "Spirit of Certo": 1, "Wall of Ideas": 1, "Rukh Egg": 1, "Hect'
      'or de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "Guinevere, the Jea'
      'lous Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": 1}, "order": ["Dr'
      'agoon of Certo", "Whelp Drake", "Demonflame", "Flamewing Wyvern", "Lancelot, the Knight of Mad D'
      'emon", "Mordred, the Traitor", "Demonflame", "Flame King\'s Shout", "Spirit of Certo", "Dragoon o'
      'f Certo", "Wall of Ideas", "Rukh Egg", "Hector de Maris, the Acolyte of Mad Demon", "Laevateinn,'
      ' the Demon Sword", "Guinevere, the Jealous Queen", "Whelp Drake", "Whelp Drake", "Whelp Drake", '
      '"Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp'
      ' Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake'
      '", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Wh'
      'elp Drake", "Whelp Drake", "Whelp Drake"], "stone_order": ["Magic Stone of Flame", "Magic Stone '
      'of Flame", "Magic Stone of Flame", "Magic Stone of Water", "Magic Stone of Flame", "Magic Stone '
      'of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone '
      'of Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the Son of the'
      ' God": 2, "Pride of Knights": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1, "Temple Mo'
      'nk": 1, "Gawain, the Knight of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Young Knight of'
      ' Gloria": 1, "Perceval, the Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "Gwiber, the '
      'White Dragon": 1, "Herald of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic Stone of Ligh'
      't": 10}, "order": ["Galahad, the Son of the God", "Pride of Knights", "Blessed Holy Wolf", "Orde'
      'r of Sacred Queen", "Temple Monk", "Gawain, the Knight of the Sun", "Tristan, the Knight of Sorr'
      'ow", "Young Knight of Gloria", "Perceval, the Seeker of Holy Grail", "Justice of God\'s Sword", "'
      'Gwiber, the White Dragon", "Herald of Sacred Queen", "Sweet Rose", "Pride of Knights", "Galahad,'
      ' the Son of the God", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Ho'
      'ly Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "B'
      'lessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy '
      'Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Bles'
      'sed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wol'
      'f", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf"], "stone_order": ["Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light"]}], "match": "qa14"}')

H2 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Dragoon of Certo": 2, "Whelp Drake": 26, "D'
      'emonflame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Trai'
      'tor": 1, "Flame King\'s Shout": 1, "Spirit of Certo": 1, "Wall of Ideas": 1, "Rukh Egg": 1, "Hect'
      'or de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "Guinevere, the Jea'
      'lous Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": 1}}, {"id": "bob"'
      ', "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the Son of the God": 2, "Pride of Knigh'
      'ts": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1, "Temple Monk": 1, "Gawain, the Knig'
      'ht of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Young Knight of Gloria": 1, "Perceval, t'
      'he Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "Gwiber, the White Dragon": 1, "Herald'
      ' of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic Stone of Light": 10}}], "match": "qa14'
      '"}')

H3 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Dragoon of Certo": 2, "Whelp Drake": 26, "D'
      'emonflame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Trai'
      'tor": 1, "Wall of Ideas": 1, "Spirit of Certo": 1, "Flame King\'s Shout": 1, "Rukh Egg": 1, "Hect'
      'or de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "Guinevere, the Jea'
      'lous Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": 1}, "order": ["Dr'
      'agoon of Certo", "Whelp Drake", "Demonflame", "Flamewing Wyvern", "Lancelot, the Knight of Mad D'
      'emon", "Mordred, the Traitor", "Demonflame", "Wall of Ideas", "Spirit of Certo", "Dragoon of Cer'
      'to", "Flame King\'s Shout", "Rukh Egg", "Hector de Maris, the Acolyte of Mad Demon", "Laevateinn,'
      ' the Demon Sword", "Guinevere, the Jealous Queen", "Whelp Drake", "Whelp Drake", "Whelp Drake", '
      '"Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp'
      ' Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake'
      '", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Wh'
      'elp Drake", "Whelp Drake", "Whelp Drake"], "stone_order": ["Magic Stone of Flame", "Magic Stone '
      'of Flame", "Magic Stone of Flame", "Magic Stone of Water", "Magic Stone of Flame", "Magic Stone '
      'of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone '
      'of Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the Son of the'
      ' God": 2, "Pride of Knights": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1, "Temple Mo'
      'nk": 1, "Gawain, the Knight of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Young Knight of'
      ' Gloria": 1, "Perceval, the Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "Gwiber, the '
      'White Dragon": 1, "Herald of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic Stone of Ligh'
      't": 10}, "order": ["Galahad, the Son of the God", "Pride of Knights", "Blessed Holy Wolf", "Orde'
      'r of Sacred Queen", "Temple Monk", "Gawain, the Knight of the Sun", "Tristan, the Knight of Sorr'
      'ow", "Young Knight of Gloria", "Perceval, the Seeker of Holy Grail", "Justice of God\'s Sword", "'
      'Gwiber, the White Dragon", "Herald of Sacred Queen", "Sweet Rose", "Pride of Knights", "Galahad,'
      ' the Son of the God", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Ho'
      'ly Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "B'
      'lessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy '
      'Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Bles'
      'sed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wol'
      'f", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf"], "stone_order": ["Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light"]}], "match": "qa14"}')

H4 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Dragoon of Certo": 2, "Whelp Drake": 26, "D'
      'emonflame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Trai'
      'tor": 1, "Wall of Ideas": 1, "Spirit of Certo": 1, "Flame King\'s Shout": 1, "Rukh Egg": 1, "Hect'
      'or de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "Guinevere, the Jea'
      'lous Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": 1}}, {"id": "bob"'
      ', "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the Son of the God": 2, "Pride of Knigh'
      'ts": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1, "Temple Monk": 1, "Gawain, the Knig'
      'ht of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Young Knight of Gloria": 1, "Perceval, t'
      'he Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "Gwiber, the White Dragon": 1, "Herald'
      ' of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic Stone of Light": 10}}], "match": "qa14'
      '"}')

H5 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Whelp Drake": 10}, "stones": {"Magic Stone '
      'of Flame": 10}, "order": ["Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Dra'
      'ke", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake"], "stone_order": '
      '["Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame",'
      ' "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame",'
      ' "Magic Stone of Flame", "Magic Stone of Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Que'
      'en", "deck": {"Young Knight of Gloria": 10}, "stones": {"Magic Stone of Light": 10}, "order": ["'
      'Young Knight of Gloria", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knight of Gl'
      'oria", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knig'
      'ht of Gloria", "Young Knight of Gloria", "Young Knight of Gloria"], "stone_order": ["Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone'
      ' of Light", "Magic Stone of Light"]}], "match": "qa14"}')

H6 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Whelp Drake": 10}, "stones": {"Magic Stone '
      'of Flame": 10}}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Young Knight of Glo'
      'ria": 10}, "stones": {"Magic Stone of Light": 10}}], "match": "qa14"}')

H7 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Whelp Drake": 15}, "stones": {"Magic Stone '
      'of Flame": 10}, "order": ["Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Dra'
      'ke", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "'
      'Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake"], "stone_order": ["Magic Stone of Flam'
      'e", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flam'
      'e", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flam'
      'e", "Magic Stone of Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Young '
      'Knight of Gloria": 10}, "stones": {"Magic Stone of Light": 10}, "order": ["Young Knight of Glori'
      'a", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knight '
      'of Gloria", "Young Knight of Gloria", "Young Knight of Gloria", "Young Knight of Gloria", "Young'
      ' Knight of Gloria", "Young Knight of Gloria"], "stone_order": ["Magic Stone of Light", "Magic St'
      'one of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic St'
      'one of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic St'
      'one of Light"]}], "match": "qa14"}')

H8 = ('{"version": 1, "game": "force-of-will", "first": "bob", "chooser": "bob", "players": [{"id": "al'
      'ice", "ruler": "Melgis, the Flame King", "deck": {"Dragoon of Certo": 2, "Whelp Drake": 26, "Dem'
      'onflame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Traito'
      'r": 1, "Flame King\'s Shout": 1, "Spirit of Certo": 1, "Wall of Ideas": 1, "Rukh Egg": 1, "Hector'
      ' de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "Guinevere, the Jealo'
      'us Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": 1}, "order": ["Drag'
      'oon of Certo", "Whelp Drake", "Demonflame", "Flamewing Wyvern", "Lancelot, the Knight of Mad Dem'
      'on", "Mordred, the Traitor", "Demonflame", "Flame King\'s Shout", "Spirit of Certo", "Dragoon of '
      'Certo", "Wall of Ideas", "Rukh Egg", "Hector de Maris, the Acolyte of Mad Demon", "Laevateinn, t'
      'he Demon Sword", "Guinevere, the Jealous Queen", "Whelp Drake", "Whelp Drake", "Whelp Drake", "W'
      'help Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp D'
      'rake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake",'
      ' "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whel'
      'p Drake", "Whelp Drake", "Whelp Drake"], "stone_order": ["Magic Stone of Flame", "Magic Stone of'
      ' Flame", "Magic Stone of Flame", "Magic Stone of Water", "Magic Stone of Flame", "Magic Stone of'
      ' Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of'
      ' Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the Son of the G'
      'od": 2, "Pride of Knights": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1, "Temple Monk'
      '": 1, "Gawain, the Knight of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Young Knight of G'
      'loria": 1, "Perceval, the Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "Gwiber, the Wh'
      'ite Dragon": 1, "Herald of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic Stone of Light"'
      ': 10}, "order": ["Galahad, the Son of the God", "Pride of Knights", "Blessed Holy Wolf", "Order '
      'of Sacred Queen", "Temple Monk", "Gawain, the Knight of the Sun", "Tristan, the Knight of Sorrow'
      '", "Young Knight of Gloria", "Perceval, the Seeker of Holy Grail", "Justice of God\'s Sword", "Gw'
      'iber, the White Dragon", "Herald of Sacred Queen", "Sweet Rose", "Pride of Knights", "Galahad, t'
      'he Son of the God", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy'
      ' Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Ble'
      'ssed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wo'
      'lf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blesse'
      'd Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf"'
      ', "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf"], "stone_order": ["Magic Stone o'
      'f Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone o'
      'f Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone o'
      'f Light", "Magic Stone of Light"]}], "match": "qa14"}')

H9 = ('{"version": 1, "game": "force-of-will", "first": "alice", "chooser": "bob", "players": [{"id": "'
      'alice", "ruler": "Melgis, the Flame King", "deck": {"Test Titan": 1, "Whelp Drake": 26, "Demonfl'
      'ame": 2, "Flamewing Wyvern": 1, "Lancelot, the Knight of Mad Demon": 1, "Mordred, the Traitor": '
      '1, "Flame King\'s Shout": 1, "Spirit of Certo": 1, "Dragoon of Certo": 1, "Wall of Ideas": 1, "Ru'
      'kh Egg": 1, "Hector de Maris, the Acolyte of Mad Demon": 1, "Laevateinn, the Demon Sword": 1, "G'
      'uinevere, the Jealous Queen": 1}, "stones": {"Magic Stone of Flame": 9, "Magic Stone of Water": '
      '1}, "order": ["Test Titan", "Whelp Drake", "Demonflame", "Flamewing Wyvern", "Lancelot, the Knig'
      'ht of Mad Demon", "Mordred, the Traitor", "Demonflame", "Flame King\'s Shout", "Spirit of Certo",'
      ' "Dragoon of Certo", "Wall of Ideas", "Rukh Egg", "Hector de Maris, the Acolyte of Mad Demon", "'
      'Laevateinn, the Demon Sword", "Guinevere, the Jealous Queen", "Whelp Drake", "Whelp Drake", "Whe'
      'lp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Dra'
      'ke", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "'
      'Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake", "Whelp '
      'Drake", "Whelp Drake", "Whelp Drake", "Whelp Drake"], "stone_order": ["Magic Stone of Flame", "M'
      'agic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Water", "Magic Stone of Flame", "M'
      'agic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "Magic Stone of Flame", "M'
      'agic Stone of Flame"]}, {"id": "bob", "ruler": "Faria, the Sacred Queen", "deck": {"Galahad, the'
      ' Son of the God": 2, "Pride of Knights": 2, "Blessed Holy Wolf": 26, "Order of Sacred Queen": 1,'
      ' "Temple Monk": 1, "Gawain, the Knight of the Sun": 1, "Tristan, the Knight of Sorrow": 1, "Youn'
      'g Knight of Gloria": 1, "Perceval, the Seeker of Holy Grail": 1, "Justice of God\'s Sword": 1, "G'
      'wiber, the White Dragon": 1, "Herald of Sacred Queen": 1, "Sweet Rose": 1}, "stones": {"Magic St'
      'one of Light": 10}, "order": ["Galahad, the Son of the God", "Pride of Knights", "Blessed Holy W'
      'olf", "Order of Sacred Queen", "Temple Monk", "Gawain, the Knight of the Sun", "Tristan, the Kni'
      'ght of Sorrow", "Young Knight of Gloria", "Perceval, the Seeker of Holy Grail", "Justice of God\''
      's Sword", "Gwiber, the White Dragon", "Herald of Sacred Queen", "Sweet Rose", "Pride of Knights"'
      ', "Galahad, the Son of the God", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", '
      '"Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Hol'
      'y Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Bl'
      'essed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy W'
      'olf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Bless'
      'ed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf", "Blessed Holy Wolf"], "stone_order": ["'
      'Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "'
      'Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "Magic Stone of Light", "'
      'Magic Stone of Light", "Magic Stone of Light"]}], "match": "qa14", "cards": [{"name": "Test Tita'
      'n", "type": "resonator", "cost": "{F}", "atk": 4000, "def": 4000}]}')

LOGS = {
    'effdraw_named': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "name": "Justice of God\'s Sword", "seq": 41}',
        '{"type": "CardDrawn", "player": "bob", "name": "Gwiber, the White Dragon", "seq": 42}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 43}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.12", "seq": 46}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.12"], "seq": 47}',
    ]),
    'effdraw_named_paper': (H2, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8, "name": "Dragoon of Certo"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13, "name": "Galahad, the Son of the God"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20, "name": "Demonflame"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22, "name": "Whelp Drake"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27, "name": "Blessed Holy Wolf"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39, "name": "Order of Sacred Queen"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "name": "Justice of God\'s Sword", "seq": 41}',
        '{"type": "CardDrawn", "player": "bob", "name": "Gwiber, the White Dragon", "seq": 42}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 43}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.12", "seq": 46}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.12"], "seq": 47}',
    ]),
    'effdraw_noname': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "seq": 41}',
        '{"type": "CardDrawn", "player": "bob", "seq": 42}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 43}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.12", "seq": 46}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.12"], "seq": 47}',
    ]),
    'wall_oppturn_name': (H3, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s4"], "targets": [], "card": "alice'
        '.8", "seq": 39}',
        '{"type": "ChaseResolved", "player": "bob", "card": "alice.8", "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "name": "Spirit of Certo", "seq": 41}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 42}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.10", "seq": 43}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 44}',
    ]),
    'wall_oppturn_name_paper': (H4, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8, "name": "Dragoon of Certo"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13, "name": "Galahad, the Son of the God"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20, "name": "Demonflame"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22, "name": "Whelp Drake"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27, "name": "Blessed Holy Wolf"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s4"], "targets": [], "card": "alice'
        '.8", "seq": 39, "name": "Wall of Ideas"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "alice.8", "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "name": "Spirit of Certo", "seq": 41}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 42}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.10", "seq": 43}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 44}',
    ]),
    'effdraw_before_resolution': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.10", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.11", "seq": 41}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 42}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 43}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.12", "seq": 46}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.12"], "seq": 47}',
    ]),
    'effdraw_ids': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.10", "seq": 41}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.11", "seq": 42}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 43}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.12", "seq": 46}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.12"], "seq": 47}',
    ]),
    'effect_then_extra_draw_noid': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2", "bob.s3"], "targets": []'
        ', "card": "bob.4", "seq": 39}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 40}',
        '{"type": "CardDrawn", "player": "bob", "seq": 41}',
        '{"type": "CardDrawn", "player": "bob", "seq": 42}',
        '{"type": "CardDrawn", "player": "bob", "seq": 43}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.2"], "seq": 44}',
    ]),
    'skip_winner_flip': (H5, [
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "bob", "seq": 2}',
        '{"type": "StoneCalled", "player": "bob", "seq": 3}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.1", "'
        'seq": 4}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 5}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 6}',
        '{"type": "CardDrawn", "player": "alice", "seq": 7}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 8}',
        '{"type": "StoneCalled", "player": "bob", "seq": 9}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.2", "'
        'seq": 10}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.2", "seq": 11}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 12}',
        '{"type": "CardDrawn", "player": "alice", "seq": 13}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 14}',
        '{"type": "CardDrawn", "player": "bob", "seq": 15}',
        '{"type": "StoneCalled", "player": "bob", "seq": 16}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.3", "'
        'seq": 17}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 18}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 19}',
        '{"type": "CardDrawn", "player": "alice", "seq": 20}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.8"], "seq": 21}',
        '{"type": "CardDrawn", "player": "bob", "seq": 22}',
        '{"type": "StoneCalled", "player": "bob", "seq": 23}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.4", "'
        'seq": 24}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 25}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 26}',
        '{"type": "CardDrawn", "player": "alice", "seq": 27}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.9"], "seq": 28}',
        '{"type": "CardDrawn", "player": "bob", "seq": 29}',
        '{"type": "StoneCalled", "player": "bob", "seq": 30}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.5", "'
        'seq": 31}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.5", "seq": 32}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 33}',
        '{"type": "CardDrawn", "player": "alice", "seq": 34}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.10"], "seq": 35}',
        '{"type": "CardDrawn", "player": "bob", "seq": 36}',
        '{"type": "StoneCalled", "player": "bob", "seq": 37}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.6", "'
        'seq": 38}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.6", "seq": 39}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "seq": 41}',
    ]),
    'skip_winner_flip_paper': (H6, [
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "bob", "seq": 2}',
        '{"type": "StoneCalled", "player": "bob", "seq": 3}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.1", "'
        'seq": 4, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 5}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 6}',
        '{"type": "CardDrawn", "player": "alice", "seq": 7}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 8}',
        '{"type": "StoneCalled", "player": "bob", "seq": 9}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.2", "'
        'seq": 10, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.2", "seq": 11}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 12}',
        '{"type": "CardDrawn", "player": "alice", "seq": 13}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 14}',
        '{"type": "CardDrawn", "player": "bob", "seq": 15}',
        '{"type": "StoneCalled", "player": "bob", "seq": 16}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.3", "'
        'seq": 17, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 18}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 19}',
        '{"type": "CardDrawn", "player": "alice", "seq": 20}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.8"], "seq": 21}',
        '{"type": "CardDrawn", "player": "bob", "seq": 22}',
        '{"type": "StoneCalled", "player": "bob", "seq": 23}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.4", "'
        'seq": 24, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 25}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 26}',
        '{"type": "CardDrawn", "player": "alice", "seq": 27}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.9"], "seq": 28}',
        '{"type": "CardDrawn", "player": "bob", "seq": 29}',
        '{"type": "StoneCalled", "player": "bob", "seq": 30}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.5", "'
        'seq": 31, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.5", "seq": 32}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 33}',
        '{"type": "CardDrawn", "player": "alice", "seq": 34}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.10"], "seq": 35}',
        '{"type": "CardDrawn", "player": "bob", "seq": 36}',
        '{"type": "StoneCalled", "player": "bob", "seq": 37}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.6", "'
        'seq": 38, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.6", "seq": 39}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "seq": 41}',
    ]),
    'skip_deckout': (H7, [
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "bob", "seq": 2}',
        '{"type": "StoneCalled", "player": "bob", "seq": 3}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.1", "'
        'seq": 4}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 5}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 6}',
        '{"type": "CardDrawn", "player": "alice", "seq": 7}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 8}',
        '{"type": "StoneCalled", "player": "bob", "seq": 9}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.2", "'
        'seq": 10}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.2", "seq": 11}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 12}',
        '{"type": "CardDrawn", "player": "alice", "seq": 13}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 14}',
        '{"type": "CardDrawn", "player": "bob", "seq": 15}',
        '{"type": "StoneCalled", "player": "bob", "seq": 16}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.3", "'
        'seq": 17}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 18}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 19}',
        '{"type": "CardDrawn", "player": "alice", "seq": 20}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.8"], "seq": 21}',
        '{"type": "CardDrawn", "player": "bob", "seq": 22}',
        '{"type": "StoneCalled", "player": "bob", "seq": 23}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.4", "'
        'seq": 24}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 25}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 26}',
        '{"type": "CardDrawn", "player": "alice", "seq": 27}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.9"], "seq": 28}',
        '{"type": "CardDrawn", "player": "bob", "seq": 29}',
        '{"type": "StoneCalled", "player": "bob", "seq": 30}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.5", "'
        'seq": 31}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.5", "seq": 32}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 33}',
        '{"type": "CardDrawn", "player": "alice", "seq": 34}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.10"], "seq": 35}',
        '{"type": "CardDrawn", "player": "bob", "seq": 36}',
        '{"type": "StoneCalled", "player": "bob", "seq": 37}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.6", "'
        'seq": 38}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.6", "seq": 39}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "seq": 41}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.11"], "seq": 42}',
        '{"type": "CardDrawn", "player": "bob", "seq": 43}',
    ]),
    'clean_deckout': (H7, [
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "bob", "seq": 2}',
        '{"type": "StoneCalled", "player": "bob", "seq": 3}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.1", "'
        'seq": 4}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 5}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 6}',
        '{"type": "CardDrawn", "player": "alice", "seq": 7}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 8}',
        '{"type": "CardDrawn", "player": "bob", "seq": 9}',
        '{"type": "StoneCalled", "player": "bob", "seq": 10}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.2", "'
        'seq": 11}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.2", "seq": 12}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 13}',
        '{"type": "CardDrawn", "player": "alice", "seq": 14}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "bob", "seq": 16}',
        '{"type": "StoneCalled", "player": "bob", "seq": 17}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.3", "'
        'seq": 18}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 19}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 20}',
        '{"type": "CardDrawn", "player": "alice", "seq": 21}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.8"], "seq": 22}',
        '{"type": "CardDrawn", "player": "bob", "seq": 23}',
        '{"type": "StoneCalled", "player": "bob", "seq": 24}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.4", "'
        'seq": 25}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.4", "seq": 26}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 27}',
        '{"type": "CardDrawn", "player": "alice", "seq": 28}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.9"], "seq": 29}',
        '{"type": "CardDrawn", "player": "bob", "seq": 30}',
        '{"type": "StoneCalled", "player": "bob", "seq": 31}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1"], "targets": [], "card": "bob.5", "'
        'seq": 32}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.5", "seq": 33}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 34}',
        '{"type": "CardDrawn", "player": "alice", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": ["alice.10"], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "seq": 37}',
    ]),
    'judge_in_answer_noresolve': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 39}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 40}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.3"], "card":'
        ' "alice.7", "seq": 41}',
        '{"type": "JudgmentMade", "player": "alice", "payment": ["alice.s2", "alice.s3", "alice.s4"], "se'
        'q": 42}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 43}',
    ]),
    'clean_judge_after': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.9", "seq": 37}',
        '{"type": "StoneCalled", "player": "bob", "seq": 38}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 39}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.9", "seq": 40}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.3"], "card":'
        ' "alice.7", "seq": 41}',
        '{"type": "ChaseResolved", "player": "bob", "card": "alice.7", "seq": 42}',
        '{"type": "JudgmentMade", "player": "alice", "payment": ["alice.s2", "alice.s3", "alice.s4"], "se'
        'q": 43}',
        '{"type": "ChaseResolved", "player": "bob", "card": "alice.r", "seq": 44}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 45}',
    ]),
    'extra_draw_noid': (H1, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "seq": 37}',
        '{"type": "CardDrawn", "player": "bob", "seq": 38}',
        '{"type": "StoneCalled", "player": "bob", "seq": 39}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "seq": 41}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 42}',
        '{"type": "CardDrawn", "player": "bob", "seq": 43}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.2"], "seq": 44}',
    ]),
    'extra_draw_noid_paper': (H2, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 2}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 3}',
        '{"type": "StoneCalled", "player": "bob", "seq": 4}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 5}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 6}',
        '{"type": "StoneCalled", "player": "alice", "seq": 7}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1", "alice.s2"], "targets": [], "c'
        'ard": "alice.1", "seq": 8, "name": "Dragoon of Certo"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 9}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 10}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 11}',
        '{"type": "StoneCalled", "player": "bob", "seq": 12}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.1", "seq": 13, "name": "Galahad, the Son of the God"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.1", "seq": 14}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 15}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.7", "seq": 16}',
        '{"type": "StoneCalled", "player": "alice", "seq": 17}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 18}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 19}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": ["bob.1"], "card":'
        ' "alice.3", "seq": 20, "name": "Demonflame"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.3", "seq": 21}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s2", "alice.s3"], "targets": [], "c'
        'ard": "alice.2", "seq": 22, "name": "Whelp Drake"}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.2", "seq": 23}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 24}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.8", "seq": 25}',
        '{"type": "StoneCalled", "player": "bob", "seq": 26}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s1", "bob.s2"], "targets": [], "card": '
        '"bob.3", "seq": 27, "name": "Blessed Holy Wolf"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.3", "seq": 28}',
        '{"type": "CardPlayed", "player": "bob", "payment": ["bob.s3"], "targets": [], "card": "bob.8", "'
        'seq": 29, "name": "Young Knight of Gloria"}',
        '{"type": "ChaseResolved", "player": "bob", "card": "bob.8", "seq": 30}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 31}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.8", "seq": 32}',
        '{"type": "StoneCalled", "player": "alice", "seq": 33}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 34}',
        '{"type": "BlockDeclared", "player": "bob", "blocker": "bob.3", "seq": 35}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 36}',
        '{"type": "CardDrawn", "player": "bob", "seq": 37}',
        '{"type": "CardDrawn", "player": "bob", "seq": 38}',
        '{"type": "StoneCalled", "player": "bob", "seq": 39}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 40}',
        '{"type": "CardDrawn", "player": "alice", "seq": 41}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 42}',
        '{"type": "CardDrawn", "player": "bob", "seq": 43}',
        '{"type": "TurnEnded", "player": "bob", "discarded": ["bob.2"], "seq": 44}',
    ]),
    'header_first_wrong_endonly': (H1, [
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 2}',
        '{"type": "StoneCalled", "player": "alice", "seq": 3}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 4}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 5}',
        '{"type": "StoneCalled", "player": "bob", "seq": 6}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 7}',
    ]),
    'clean_bobfirst_endonly': (H8, [
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 1}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 2}',
        '{"type": "StoneCalled", "player": "alice", "seq": 3}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 4}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 5}',
        '{"type": "StoneCalled", "player": "bob", "seq": 6}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 7}',
    ]),
    'lethal_turnended_draw': (H9, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": [], "card": "alice'
        '.1", "seq": 2}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 3}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 4}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 5}',
        '{"type": "StoneCalled", "player": "bob", "seq": 6}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 7}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 8}',
        '{"type": "StoneCalled", "player": "alice", "seq": 9}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 10}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 11}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 12}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 13}',
    ]),
    'after_lethal_play': (H9, [
        '{"type": "StoneCalled", "player": "alice", "seq": 1}',
        '{"type": "CardPlayed", "player": "alice", "payment": ["alice.s1"], "targets": [], "card": "alice'
        '.1", "seq": 2}',
        '{"type": "ChaseResolved", "player": "alice", "card": "alice.1", "seq": 3}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 4}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.6", "seq": 5}',
        '{"type": "StoneCalled", "player": "bob", "seq": 6}',
        '{"type": "TurnEnded", "player": "bob", "discarded": [], "seq": 7}',
        '{"type": "CardDrawn", "player": "alice", "card": "alice.6", "seq": 8}',
        '{"type": "StoneCalled", "player": "alice", "seq": 9}',
        '{"type": "AttackDeclared", "player": "alice", "attacker": "alice.1", "target": "bob", "seq": 10}',
        '{"type": "BlockDeclared", "player": "bob", "seq": 11}',
        '{"type": "TurnEnded", "player": "alice", "discarded": [], "seq": 12}',
        '{"type": "CardDrawn", "player": "bob", "card": "bob.7", "seq": 13}',
        '{"type": "StoneCalled", "player": "bob", "seq": 14}',
    ]),
}


def verify(name):
    head, events = LOGS[name]
    return core.verify(parse_log(("\n".join([head, *events]) + "\n").encode(), name + ".jsonl"))


def rules_at(res):
    return [(v.seq, v.rule) for v in res.violations]



def test_effdraw_named():
    """Finding 1: Order of Sacred Queen's two draws, recorded again by name after its resolution: clean."""
    res = verify('effdraw_named')
    assert rules_at(res) == []



def test_effdraw_named_paper():
    """Finding 1, the paper twin (hidden cards bound by the names): clean."""
    res = verify('effdraw_named_paper')
    assert rules_at(res) == []



def test_effdraw_noname():
    """Finding 1: the two draws recorded again with no card: clean."""
    res = verify('effdraw_noname')
    assert rules_at(res) == []



def test_wall_oppturn_name():
    """Finding 1: Wall of Ideas in the other player's turn, its draw recorded again by name: clean."""
    res = verify('wall_oppturn_name')
    assert rules_at(res) == []



def test_wall_oppturn_name_paper():
    """Finding 1, the paper twin: clean."""
    res = verify('wall_oppturn_name_paper')
    assert rules_at(res) == []



def test_effdraw_before_resolution():
    """Finding 1: the draws recorded between the play and its ChaseResolved: clean."""
    res = verify('effdraw_before_resolution')
    assert rules_at(res) == []



def test_effdraw_ids():
    """Finding 1: the id version stays clean."""
    res = verify('effdraw_ids')
    assert rules_at(res) == []



def test_effect_then_extra_draw_noid():
    """Finding 1: a genuine extra draw after the recorded effect draws is still the one fault."""
    res = verify('effect_then_extra_draw_noid')
    assert rules_at(res) == [(43, 'fow.turn.draw-phase')]



def test_skip_winner_flip():
    """Finding 2: a draw skipped at the table, later draws without ids: one violation, the right winner."""
    res = verify('skip_winner_flip')
    assert rules_at(res) == [(9, 'fow.turn.draw-phase')]
    assert res.winner == 'bob'



def test_skip_winner_flip_paper():
    """Finding 2, the paper twin."""
    res = verify('skip_winner_flip_paper')
    assert rules_at(res) == [(9, 'fow.turn.draw-phase')]
    assert res.winner == 'bob'



def test_skip_deckout():
    """Finding 2: the deck-out comes when it does at the table: one violation."""
    res = verify('skip_deckout')
    assert rules_at(res) == [(9, 'fow.turn.draw-phase')]



def test_clean_deckout():
    """Finding 2: the clean deck-out stays clean."""
    res = verify('clean_deckout')
    assert rules_at(res) == []
    assert res.winner == 'alice'



def test_judge_in_answer_noresolve():
    """Finding 3: a judgment in answer to the chase, resolutions left out: one fow.play.main-phase."""
    res = verify('judge_in_answer_noresolve')
    assert rules_at(res) == [(42, 'fow.play.main-phase')]



def test_clean_judge_after():
    """Finding 3: the clean twin stays clean."""
    res = verify('clean_judge_after')
    assert rules_at(res) == []



def test_extra_draw_noid():
    """Finding 4: a genuine extra draw with no card, the later discard right: one violation."""
    res = verify('extra_draw_noid')
    assert rules_at(res) == [(38, 'fow.turn.draw-phase')]



def test_extra_draw_noid_paper():
    """Finding 4, the paper twin."""
    res = verify('extra_draw_noid_paper')
    assert rules_at(res) == [(38, 'fow.turn.draw-phase')]



def test_header_first_wrong_endonly():
    """Finding 6: the header's first wrong, the real first player only ends turn 1: one."""
    res = verify('header_first_wrong_endonly')
    assert rules_at(res) == [(1, 'fow.turn.not-your-turn')]



def test_clean_bobfirst_endonly():
    """Finding 6: the clean twin (the header right) stays clean."""
    res = verify('clean_bobfirst_endonly')
    assert rules_at(res) == []



def test_lethal_turnended_draw():
    """Finding 7: a TurnEnded then the loser's CardDrawn after lethal battle damage: both notes."""
    res = verify('lethal_turnended_draw')
    assert rules_at(res) == []
    assert res.winner == 'alice'



def test_after_lethal_play():
    """Finding 7: play after those is the one fow.game.over."""
    res = verify('after_lethal_play')
    assert rules_at(res) == [(14, 'fow.game.over')]
    assert res.winner == 'alice'
