//! What changes damage as it is dealt: prevention (437) and Bonus Damage (712–715), and the
//! turn-long effects that make them.

use crate::state::PlayerId;
use grimoire_core::write_en_fr;
use std::fmt;
use std::rc::Rc;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DamageEvent {
    /// 437.4: the damage `target` would take is prevented: none is dealt.
    Prevented {
        target: Rc<str>,
        amount: i32,
        rule: &'static str,
    },
    /// 715.1: `source`'s damage to `target` increased by its Bonus Damage.
    Bonus {
        source: Rc<str>,
        target: Rc<str>,
        bonus: i32,
        total: i32,
    },
    /// 715.3: the damage `source` splits gets `bonus` Bonus Damage: `total` to split.
    SplitBonus {
        source: Rc<str>,
        bonus: i32,
        total: i32,
    },
    /// 437.2–437.3: a Prevent Value took `prevented` of the `amount` damage `target` would
    /// take.
    ValuePrevented {
        target: Rc<str>,
        amount: i32,
        prevented: i32,
    },
    /// 437: this turn, no spell or ability deals damage.
    SpellDamagePrevented,
    /// 391: the next spell `player` plays this turn deals Bonus Damage.
    NextSpellBonus { player: PlayerId, n: i32 },
    /// 391: the spell is that next spell.
    SpellGetsBonus { card: Rc<str>, n: i32 },
}

impl fmt::Display for DamageEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DamageEvent::Prevented {
                target,
                amount,
                rule,
            } => write_en_fr!(
                f,
                en: "  the {amount} damage {target} would take is prevented: none is dealt ({rule})",
                fr: "  les {amount} dégâts que {target} devrait subir sont prévenus : aucun n'est \
                     infligé ({rule})"
            ),
            DamageEvent::Bonus {
                source,
                target,
                bonus,
                total,
            } => write_en_fr!(
                f,
                en: "  {source} deals {bonus} Bonus Damage to {target}: {total} in all (715.1)",
                fr: "  {source} inflige {bonus} dégâts bonus à {target} : {total} au total (715.1)"
            ),
            DamageEvent::SplitBonus {
                source,
                bonus,
                total,
            } => write_en_fr!(
                f,
                en: "  {source}'s damage to split gets {bonus} Bonus Damage: {total} to split (715.3)",
                fr: "  les dégâts à répartir de {source} gagnent {bonus} dégâts bonus : {total} à \
                     répartir (715.3)"
            ),
            DamageEvent::ValuePrevented {
                target,
                amount,
                prevented,
            } if prevented == amount => write_en_fr!(
                f,
                en: "  the {amount} damage {target} would take is prevented by its Prevent Value: \
                 none is dealt (437.2, 437.4)",
                fr: "  les {amount} dégâts que {target} devrait subir sont prévenus par sa valeur de \
                     prévention : aucun n'est infligé (437.2, 437.4)"
            ),
            DamageEvent::ValuePrevented {
                target,
                amount,
                prevented,
            } => write_en_fr!(
                f,
                en: "  {prevented} of the {amount} damage {target} would take is prevented: {} is \
                 dealt (437.2, 437.3)",
                fr: "  {prevented} des {amount} dégâts que {target} devrait subir sont prévenus : \
                     {} sont infligés (437.2, 437.3)",
                amount - prevented
            ),
            DamageEvent::SpellDamagePrevented => write_en_fr!(
                f,
                en: "  this turn, all damage spells and abilities would deal is prevented (437)",
                fr: "  ce tour-ci, tous les dégâts que les sorts et les capacités devraient infliger \
                     sont prévenus (437)"
            ),
            DamageEvent::NextSpellBonus { player, n } => write_en_fr!(
                f,
                en: "  the next spell {player} plays this turn deals {n} Bonus Damage (391, 712)",
                fr: "  le prochain sort que {player} joue ce tour-ci inflige {n} dégâts bonus (391, \
                     712)"
            ),
            DamageEvent::SpellGetsBonus { card, n } => write_en_fr!(
                f,
                en: "  {card} is that next spell: it deals {n} Bonus Damage this turn (391, 715)",
                fr: "  {card} est ce prochain sort : il inflige {n} dégâts bonus ce tour-ci (391, 715)"
            ),
        }
    }
}
