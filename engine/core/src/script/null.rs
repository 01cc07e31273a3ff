//! Null information (359.3.e.12): a query about something whose information is gone — a target
//! no longer legal, an object that left the board with nothing to look back at — answers `()`
//! ("null"), and every calculation built on it is ignored. In scripts: arithmetic with `()`
//! gives `()`, an ordering comparison with `()` is false, and an API call given `()` where it
//! takes a number or a text does nothing and answers `()`. So a card reading "remove an
//! object, then draw cards equal to its strength", written as `ctx.draw(ctx.strength(t))`,
//! draws nothing when `t` was no longer legal, instead of failing the spell.

use crate::code::lint::api::CTX_TYPE;
use rhai::{Dynamic, Engine, NativeCallContext};
use std::any::TypeId;

/// Registers null arithmetic and, for every API method already registered with a number or
/// text parameter, the variant taking `()` there. Call it after the whole API is registered.
pub fn register(engine: &mut Engine) {
    register_operators(engine);
    register_api_variants(engine);
}

/// `()` with a number, either way round: arithmetic gives `()`, ordering is false.
fn register_operators(engine: &mut Engine) {
    for op in ["+", "-", "*", "/", "%", "min", "max"] {
        engine.register_fn(op, |_: (), _: i64| ());
        engine.register_fn(op, |_: i64, _: ()| ());
        engine.register_fn(op, |_: (), _: ()| ());
    }
    engine.register_fn("-", |_: ()| ());
    for op in ["<", "<=", ">", ">="] {
        engine.register_fn(op, |_: (), _: i64| false);
        engine.register_fn(op, |_: i64, _: ()| false);
        engine.register_fn(op, |_: (), _: ()| false);
    }
}

/// For each `ctx` method and each of its number or text parameters, a variant taking `()` there that
/// does nothing: the instruction built on null information is ignored (359.3.e.12).
fn register_api_variants(engine: &mut Engine) {
    let number = TypeId::of::<i64>();
    let text = TypeId::of::<rhai::ImmutableString>();
    let takes = |t: &TypeId| *t == number || *t == text;
    let methods = engine.collect_fn_metadata(
        None,
        |info| {
            let m = info.metadata;
            let first = m.params_info.first()?;
            let ty = first.split_once(':').map_or(&**first, |(_, t)| t);
            let is_method = ty.trim().trim_start_matches("&mut ").trim() == CTX_TYPE;
            (is_method && !m.name.contains('$') && m.param_types.iter().skip(1).any(takes))
                .then(|| (m.name.to_string(), m.param_types.to_vec()))
        },
        false,
    );
    for (name, types) in methods {
        for (i, t) in types.iter().enumerate().skip(1) {
            if !takes(t) {
                continue;
            }
            let mut with_null = types.clone();
            with_null[i] = TypeId::of::<()>();
            engine.register_raw_fn(
                name.as_str(),
                with_null,
                |_: NativeCallContext, _: &mut [&mut Dynamic]| Ok(()),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use rhai::{Dynamic, Engine};

    fn eval(script: &str) -> Dynamic {
        let mut engine = Engine::new();
        super::register(&mut engine);
        engine.eval(script).expect("runs")
    }

    /// Null spreads through arithmetic and makes ordering false, in either operand.
    #[test]
    fn null_spreads_through_arithmetic_and_orders_false() {
        assert!(eval("() + 1").is_unit());
        assert!(eval("2 * ()").is_unit());
        assert!(eval("-() ").is_unit());
        assert!(eval("(() + 1) - 3").is_unit());
        assert!(!eval("() < 5").as_bool().unwrap());
        assert!(!eval("5 >= ()").as_bool().unwrap());
        // Numbers are untouched.
        assert_eq!(eval("1 + 2").as_int().unwrap(), 3);
    }
}
