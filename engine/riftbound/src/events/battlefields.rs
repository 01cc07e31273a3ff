//! What happens at battlefields: contest (187.3), showdowns (341–348), combat (454–461),
//! control (187.4, 323.6) and scoring (462–467).

use crate::rules::scoring::ScoreKind;
use crate::state::PlayerId;
use grimoire_core::{en_fr, write_en_fr};
use std::fmt;
use std::rc::Rc;

/// An event at a battlefield, named by its card's label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BattlefieldEvent {
    /// 187.3.a: a unit arrived where its controller lacks control.
    Contested {
        battlefield: Rc<str>,
        player: PlayerId,
    },
    /// A non-combat showdown begins; the player who contested has focus (345). At an
    /// uncontrolled battlefield that is 344.2; at a controlled one, the staged showdown the
    /// turn player began (323.8, 323.11).
    ShowdownBegins {
        battlefield: Rc<str>,
        focus: PlayerId,
        controlled: bool,
    },
    /// 347: the player with focus passes.
    PassesFocus(PlayerId),
    /// 346: focus moves on once a chain started by a player empties.
    FocusPasses(PlayerId),
    /// 348: a non-combat showdown ends.
    ShowdownEnds { battlefield: Rc<str> },
    /// 459.2: combat begins; the attacker has focus.
    CombatBegins {
        battlefield: Rc<str>,
        attacker: PlayerId,
        defender: PlayerId,
    },
    /// 460.2: each side's total Might, the combat damage it deals.
    CombatMight {
        attacker: PlayerId,
        attack: i32,
        defender: PlayerId,
        defense: i32,
    },
    /// 460.2.d: the assigned combat damage, dealt all at once, unit by unit.
    CombatDamageDealt { dealt: Vec<(Rc<str>, i32)> },
    /// 461.1.a.1: combat cleanup heals every unit.
    CombatCleanup,
    /// 461.3.a: one player's units remain.
    WinsCombat {
        player: PlayerId,
        battlefield: Rc<str>,
    },
    /// 461.3.d: no player's units, or both players', remain.
    NoCombatResult { battlefield: Rc<str> },
    /// 461.7: combat ends.
    CombatEnds { battlefield: Rc<str> },
    /// 323.6 (no units left in an open state), 461.5.b (no units after combat): a battlefield
    /// loses its controller.
    Uncontrolled {
        battlefield: Rc<str>,
        rule: &'static str,
    },
    /// 187.4: the only player there already controlled it.
    KeepsControl {
        player: PlayerId,
        battlefield: Rc<str>,
    },
    /// 187.4: a player establishes control of a battlefield.
    EstablishesControl {
        player: PlayerId,
        battlefield: Rc<str>,
    },
    /// 465: a battlefield is scored once per turn.
    AlreadyScored {
        player: PlayerId,
        kind: ScoreKind,
        battlefield: Rc<str>,
    },
    /// 466.1.b.2: the winning point needs a Hold or every battlefield scored this turn; the
    /// conqueror draws instead.
    ConquestDrawsInstead {
        player: PlayerId,
        battlefield: Rc<str>,
    },
    /// 464.1 (Conquer), 464.2 (Hold): a point scored.
    Scores {
        player: PlayerId,
        kind: ScoreKind,
        battlefield: Rc<str>,
        total: u32,
    },
}

/// How traces say a player scores a battlefield.
fn verb(kind: ScoreKind) -> &'static str {
    match kind {
        ScoreKind::Hold => en_fr!(en: "holds", fr: "tient"),
        ScoreKind::Conquer => en_fr!(en: "conquers", fr: "conquiert"),
    }
}

impl fmt::Display for BattlefieldEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BattlefieldEvent::Contested {
                battlefield,
                player,
            } => write_en_fr!(
                f,
                en: "  {battlefield} is contested by {player} (187.3.a)",
                fr: "  {battlefield} est contesté par {player} (187.3.a)"
            ),
            BattlefieldEvent::ShowdownBegins {
                battlefield,
                focus,
                controlled,
            } => write_en_fr!(
                f,
                en: "  showdown begins at {battlefield}; {focus} has focus ({}, 345)",
                fr: "  un affrontement commence à {battlefield} ; {focus} a l'initiative ({}, 345)",
                if *controlled { "323.11" } else { "344.2" }
            ),
            BattlefieldEvent::PassesFocus(p) => {
                write_en_fr!(f, en: "{p} passes focus", fr: "{p} passe et cède l'initiative")
            }
            BattlefieldEvent::FocusPasses(p) => write_en_fr!(
                f,
                en: "  focus passes to {p} (346)",
                fr: "  l'initiative passe à {p} (346)"
            ),
            BattlefieldEvent::ShowdownEnds { battlefield } => write_en_fr!(
                f,
                en: "  showdown at {battlefield} ends (348)",
                fr: "  l'affrontement à {battlefield} prend fin (348)"
            ),
            BattlefieldEvent::CombatBegins {
                battlefield,
                attacker,
                defender,
            } => write_en_fr!(
                f,
                en: "  combat begins at {battlefield}: {attacker} attacks, {defender} defends; {attacker} has focus (459.2)",
                fr: "  un combat commence à {battlefield} : {attacker} attaque, {defender} défend ; \
                     {attacker} a l'initiative (459.2)"
            ),
            BattlefieldEvent::CombatMight {
                attacker,
                attack,
                defender,
                defense,
            } => write_en_fr!(
                f,
                en: "  combat damage: {attacker} has {attack} Might, {defender} has {defense} (460.2)",
                fr: "  dégâts de combat : {attacker} a {attack} de Puissance, {defender} en a \
                     {defense} (460.2)"
            ),
            BattlefieldEvent::CombatDamageDealt { dealt } => {
                f.write_str(en_fr!(
                    en: "  combat damage is dealt simultaneously: ",
                    fr: "  les dégâts de combat sont infligés simultanément : "
                ))?;
                if dealt.is_empty() {
                    f.write_str(en_fr!(en: "no damage", fr: "aucun dégât"))?;
                }
                for (i, (unit, n)) in dealt.iter().enumerate() {
                    let sep = if i > 0 { ", " } else { "" };
                    write_en_fr!(f, en: "{sep}{n} to {unit}", fr: "{sep}{n} à {unit}")?;
                }
                f.write_str(" (460.2.d)")
            }
            BattlefieldEvent::CombatCleanup => f.write_str(en_fr!(
                en: "  combat cleanup: all units healed (461.1.a.1)",
                fr: "  nettoyage du combat : toutes les unités sont soignées (461.1.a.1)"
            )),
            BattlefieldEvent::WinsCombat {
                player,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} wins the combat at {battlefield} (461.3.a)",
                fr: "  {player} remporte le combat à {battlefield} (461.3.a)"
            ),
            BattlefieldEvent::NoCombatResult { battlefield } => write_en_fr!(
                f,
                en: "  no result at {battlefield} (461.3.d)",
                fr: "  aucun vainqueur à {battlefield} (461.3.d)"
            ),
            BattlefieldEvent::CombatEnds { battlefield } => write_en_fr!(
                f,
                en: "  combat at {battlefield} ends (461.7)",
                fr: "  le combat à {battlefield} prend fin (461.7)"
            ),
            BattlefieldEvent::Uncontrolled { battlefield, rule } => write_en_fr!(
                f,
                en: "  {battlefield} becomes uncontrolled ({rule})",
                fr: "  {battlefield} n'est plus contrôlé ({rule})"
            ),
            BattlefieldEvent::KeepsControl {
                player,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} keeps control of {battlefield}",
                fr: "  {player} garde le contrôle de {battlefield}"
            ),
            BattlefieldEvent::EstablishesControl {
                player,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} establishes control of {battlefield} (187.4)",
                fr: "  {player} établit son contrôle sur {battlefield} (187.4)"
            ),
            BattlefieldEvent::AlreadyScored {
                player,
                kind,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} {} {battlefield} but already scored it this turn (465)",
                fr: "  {player} {} {battlefield} mais y a déjà marqué ce tour-ci (465)",
                verb(*kind)
            ),
            BattlefieldEvent::ConquestDrawsInstead {
                player,
                battlefield,
            } => write_en_fr!(
                f,
                en: "  {player} conquers {battlefield}: the winning point needs a Hold or every battlefield scored this turn; {player} draws instead (466.1.b.2)",
                fr: "  {player} conquiert {battlefield} : le point de la victoire exige de tenir, \
                     ou d'avoir marqué à chaque champ de bataille ce tour-ci ; {player} pioche à la \
                     place (466.1.b.2)"
            ),
            BattlefieldEvent::Scores {
                player,
                kind,
                battlefield,
                total,
            } => {
                let rule = match kind {
                    ScoreKind::Hold => "464.2",
                    ScoreKind::Conquer => "464.1",
                };
                write_en_fr!(
                    f,
                    en: "  {player} {} {battlefield}: +1 point, {total} in all ({rule})",
                    fr: "  {player} {} {battlefield} : +1 point, {total} au total ({rule})",
                    verb(*kind)
                )
            }
        }
    }
}
