"use strict";
// The replay viewer's script: rebuilds each step's board from the tables the command wrote
// (engine/cli/src/viewer/encode.rs) and draws it. No network, no library: the page stands alone.
window.addEventListener("error", (e) => {
  document.body.dataset.error = String(e.message);
});

(() => {
  const $ = (id) => document.getElementById(id);
  const D = JSON.parse($("data").textContent);
  if (D.v !== 1) {
    $("board").textContent = "{{W_DATA_VERSION}} " + D.v + "{{W_READS_VERSION_1}}";
    return;
  }
  const S = D.s;
  // The point of view shown: the page's own (`D.trace`, `D.steps`), or another the page holds
  // (`D.views[i]`: name, trace, steps — a page of the full view holds each player's).
  const views = (D.views || [["all"]]).map((v, i) => (i === 0 ? { name: v[0], trace: D.trace, steps: D.steps } : { name: v[0], trace: v[1], steps: v[2] }));
  let view = 0;
  let steps = D.steps; // [trace length, board, player, prompt, chose, forced]
  const names = D.names || {};
  const slider = $("slider");
  const traceBox = $("trace");

  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  };

  // ---- data -> board ------------------------------------------------------------------------

  const item = (i) => {
    const row = D.items[i];
    const c = { label: S[row[0]], stat: null, dmg: 0, dmgText: "", exhausted: false, on: null, onWord: "on", states: [], tags: [] };
    for (const a of row.slice(1)) classify(c, S[a]);
    return c;
  };

  // What the summaries say of a card, sorted for drawing: a stat (Might, power/toughness),
  // damage, exhausted or tapped, what it is attached to; anything else is shown as written.
  // A board in French says them in French (`Puissance 3`, `épuisé(e)`, `2 dégât(s)`, `sur x`).
  const classify = (c, a) => {
    let m;
    if ((m = /^(-?\d+) might$/.exec(a) || /^Puissance (-?\d+)$/.exec(a))) c.stat = m[1];
    else if (/^-?\d+\/-?\d+$/.test(a)) c.stat = a;
    else if (/^(exhausted|tapped|épuisé\(e\)|engagé\(e\))$/.test(a)) {
      c.exhausted = true;
      c.states.push(a);
    } else if (a === "ready" || a === "préparé(e)") return;
    else if ((m = /^damage (\d+)$/.exec(a) || /^(\d+) (?:dégât|blessure)\(s\)$/.exec(a))) {
      c.dmg = Number(m[1]);
      c.dmgText = a;
    } else if ((m = /^(on|sur) (.+)$/.exec(a))) {
      c.onWord = m[1];
      c.on = m[2];
    } else c.tags.push(a);
  };

  const boardOf = (i) => {
    const [game, players, after] = D.boards[i];
    return {
      game: game.map((s) => S[s]),
      after: after.map((s) => S[s]),
      players: players.map(([head, zones], seat) => ({
        seat,
        head: S[head],
        zones: zones.map(([name, cards]) => ({
          name: S[name],
          count: Array.isArray(cards) ? null : cards,
          cards: Array.isArray(cards) ? cards.map(item) : [],
        })),
      })),
    };
  };

  // How a zone is drawn, from its name: a pile nobody sees (a count), a shared location
  // (`at X`, `à X`), a hand, a pile of cards out of play, or cards in play.
  const placeOf = (name) => /^(?:(facedown )?at|(face cachée )?à) (.+)$/.exec(name);
  const kind = (z) => {
    if (z.count !== null) return "pile";
    if (placeOf(z.name)) return "loc";
    if (z.name === "hand" || z.name === "main") return "hand";
    if (/^(trash|graveyard|exile|banishment|défausse|cimetière|exil|bannissement)$/.test(z.name)) return "compact";
    return "play";
  };

  // ---- drawing ------------------------------------------------------------------------------

  // A card, or `same` cards alike drawn as one with their number (runes, lands).
  const cardEl = (c, small, same) => {
    const n = same ? same.length : 1;
    const e = el("div", "card" + (small ? " small" : "") + (c.exhausted ? " exhausted" : ""));
    e.dataset.label = c.label;
    if (c.on) e.dataset.on = c.on;
    const labels = same ? same.map((x) => x.label) : [c.label];
    e.title = [labels.join(", "), ...c.states, ...c.tags].join(" · ");
    const face = D.faces && D.face && D.face[c.label] !== undefined ? D.faces[D.face[c.label]] : null;
    if (face) {
      // The whole card on hover: its fields and text as printed; its colour on its edge.
      const [type, cost, colour, whole] = face;
      e.title += "\n\n" + whole;
      if (colour) e.classList.add("c-" + colour.toLowerCase());
      if (type) e.dataset.type = type;
    }
    const name = el("div", "cname", names[c.label] || c.label);
    if (n > 1) name.append(el("span", "times", "\u00d7" + n));
    const sub = el("div", "clabel");
    if (face && face[1]) sub.append(el("span", "cost", face[1]), " ");
    sub.append((face && face[0] ? face[0] + " \u00b7 " : "") + (n > 1 ? n + " {{W_CARDS}}" : c.label));
    e.append(name, sub);
    if (c.tags.length) e.append(el("div", "tags", c.tags.join(" · ")));
    const foot = el("div", "cfoot");
    if (c.stat !== null) foot.append(el("span", "badge stat", c.stat));
    if (c.dmg) foot.append(el("span", "badge dmg", c.dmgText || "{{W_DAMAGE}} " + c.dmg));
    for (const s of c.states) foot.append(el("span", "badge state", s));
    if (c.facedown) foot.append(el("span", "badge state", "{{W_FACE_DOWN}}"));
    if (c.on) foot.append(el("span", "badge state on", c.onWord + " " + (names[c.on] || c.on)));
    if (foot.childNodes.length) e.append(foot);
    e.append(el("div", "attached"));
    return e;
  };

  const zoneEl = (z, k) => {
    const e = el("div", "zone " + k);
    e.append(el("div", "zname", z.name));
    const cards = el("div", "cards");
    if (k === "compact") {
      for (const c of z.cards) {
        const chip = el("span", "chip", names[c.label] || c.label);
        chip.title = c.label;
        cards.append(chip);
      }
    } else drawCards(cards, z.cards, k === "hand");
    e.append(cards);
    return e;
  };

  // Cards into `box`; in play, cards with nothing but a name and a state (runes, lands) are
  // drawn once per name and state, with their number.
  let hosts = new Set();
  const drawCards = (box, cards, small) => {
    const groups = [];
    for (const c of cards) {
      const plain = !small && c.stat === null && !c.dmg && !c.on && !c.tags.length && !hosts.has(c.label);
      const key = plain ? [names[c.label] || c.label, c.exhausted, Boolean(c.facedown)].join("|") : null;
      const g = key && groups.find((x) => x.key === key);
      if (g) g.cards.push(c);
      else groups.push({ key, cards: [c] });
    }
    for (const g of groups) box.append(cardEl(g.cards[0], small, g.cards));
  };

  const playerEl = (p, top) => {
    const e = el("div", "player seat" + (p.seat % 4));
    const head = el("div", "phead");
    head.append(el("span", "pname seat" + p.seat + "c", "p" + (p.seat + 1)), el("span", "pstats", p.head));
    const piles = el("span", "piles");
    for (const z of p.zones) if (kind(z) === "pile") piles.append(el("span", "pile", z.name + ": " + z.count));
    head.append(piles);
    const zones = el("div", "zones");
    const order = ["play", "hand", "compact"];
    if (top) order.reverse();
    for (const k of order) for (const z of p.zones) if (kind(z) === k) zones.append(zoneEl(z, k));
    if (!zones.childNodes.length) zones.append(el("div", "empty", "{{W_NO_CARDS}}"));
    e.append(head, zones);
    return e;
  };

  // Shared locations (a zone `at X` under several players; a game line `battlefield X: …`):
  // one box per location with each player's side, the player at the bottom last.
  const locationsEl = (b, seats) => {
    const locs = new Map();
    const get = (n) => {
      if (!locs.has(n)) locs.set(n, { name: n, ctl: "", sides: new Map() });
      return locs.get(n);
    };
    b.game = b.game.filter((l) => {
      const m = /^(?:battlefield|champ de bataille) (.+?) ?: (.*)$/.exec(l);
      if (m) get(m[1]).ctl = m[2];
      return !m;
    });
    for (const p of b.players)
      for (const z of p.zones) {
        const m = placeOf(z.name);
        if (!m) continue;
        const side = get(m[3]).sides;
        if (!side.has(p.seat)) side.set(p.seat, []);
        for (const c of z.cards) side.get(p.seat).push(Object.assign(c, { facedown: Boolean(m[1] || m[2]) }));
      }
    if (!locs.size) return null;
    const box = el("div", "locations");
    for (const L of locs.values()) {
      const e = el("div", "loc");
      const head = el("div", "lhead");
      head.append(el("span", "lname", names[L.name] || L.name), el("span", "lctl", L.ctl));
      e.append(head);
      for (const seat of seats) {
        const side = el("div", "side");
        side.append(el("span", "sname seat" + seat + "c", "p" + (seat + 1)));
        const cards = el("div", "cards");
        drawCards(cards, L.sides.get(seat) || [], false);
        if (!cards.childNodes.length) cards.append(el("span", "empty", "{{W_NO_UNIT}}"));
        side.append(cards);
        e.append(side);
      }
      box.append(e);
    }
    return box;
  };

  // Equipment and auras drawn inside the card they are on, when it is on the board.
  const nest = (root) => {
    for (const e of [...root.querySelectorAll(".card[data-on]")]) {
      const host = [...root.querySelectorAll(".card")].find((h) => h.dataset.label === e.dataset.on);
      if (!host || host === e || e.contains(host)) continue;
      const badge = e.querySelector(".badge.on");
      if (badge) badge.remove();
      host.querySelector(".attached").append(e);
    }
  };

  const drawBoard = (b) => {
    const root = $("board");
    root.replaceChildren();
    hosts = new Set();
    for (const p of b.players) for (const z of p.zones) for (const c of z.cards) if (c.on) hosts.add(c.on);
    const seats = b.players.map((p) => p.seat).reverse(); // p1 at the bottom
    const locs = locationsEl(b, seats);
    b.players
      .slice(1)
      .reverse()
      .forEach((p) => root.append(playerEl(p, true)));
    if (locs) root.append(locs);
    if (b.players.length) root.append(playerEl(b.players[0], false));
    nest(root);
    const status = $("status");
    status.replaceChildren();
    b.game.forEach((l, i) => status.append(el("span", i === 0 ? "turn" : /^(winner|vainqueur)|draw|nulle/.test(l) ? "win" : "", l)));
  };

  const drawDecision = (k) => {
    const [, , player, prompt, chose, forced] = steps[k];
    const box = $("decision");
    box.replaceChildren(el("h3", "", "{{W_STEP_HEADER}} " + (k + 1) + " {{W_OF}} " + steps.length));
    const line = el("div");
    if (S[player] === "") line.append(el("span", "who", "{{W_GAME_OVER}} "), el("span", "chose", S[chose]));
    else {
      line.append(el("span", "who", S[player]), " " + S[prompt] + " \u2192 ", el("span", "chose", S[chose]));
      if (forced) line.append(el("span", "forced", " ({{W_ONLY_OPTION}})"));
    }
    box.append(line);
  };

  const drawChain = (b) => {
    const box = $("chain");
    box.replaceChildren(el("h3", "", "{{W_CHAIN}}"));
    const items = b.after.filter((l) => !/: (empty|vide)$/.test(l));
    if (!items.length) return box.append(el("div", "muted", "{{W_EMPTY}}"));
    const ol = el("ol");
    for (const l of items) ol.append(el("li", "", l));
    box.append(ol);
  };

  // ---- trace --------------------------------------------------------------------------------

  let lines = [];
  const fillTrace = () => {
    lines = views[view].trace.map((l, i) => {
      const d = el("div", "tl", l);
      d.dataset.i = i;
      return d;
    });
    traceBox.replaceChildren(...lines);
  };
  fillTrace();

  const drawTrace = (k) => {
    const from = k > 0 ? steps[k - 1][0] : 0;
    const to = steps[k][0];
    lines.forEach((d, i) => {
      d.className = "tl" + (i >= to ? " future" : i >= from ? " now" : "") + (i === to - 1 ? " cur" : "");
    });
    const cur = lines[to - 1];
    if (cur) traceBox.scrollTop = cur.offsetTop - traceBox.clientHeight / 2;
  };

  // The step at which trace line `i` has been written.
  const stepOfLine = (i) => {
    const k = steps.findIndex((s) => s[0] > i);
    return k < 0 ? steps.length - 1 : k;
  };

  // ---- where a step is: its turn and phase ----------------------------------------------------

  // Read from its board's first line, as the status bar shows it (`turn 6 (p2), Main phase, …`,
  // `turn 6 (p2), combat at X (p2 attacks, p1 defends), …`).
  const momentOf = (s) => {
    const line = S[D.boards[s[1]][0][0]] || "";
    const m = /^(?:turn|tour) (\d+) \((\w+)\), ([^,(]+(?:\([^)]*\))?)/.exec(line);
    return m ? { turn: Number(m[1]), who: m[2], phase: m[3].trim() } : { turn: 0, who: "", phase: line };
  };
  let moments = [];
  // The first step of each turn, and of each phase of a turn (a phase met again later in the
  // turn, as a main phase after a combat, is a phase of its own).
  const turnStarts = () => moments.map((m, k) => (k === 0 || moments[k - 1].turn !== m.turn ? k : -1)).filter((k) => k >= 0);
  const phaseStarts = (turn) =>
    moments.map((m, k) => (m.turn === turn && (k === 0 || moments[k - 1].turn !== turn || moments[k - 1].phase !== m.phase) ? k : -1)).filter((k) => k >= 0);
  const turnSel = $("turn");
  const phaseSel = $("phase");
  const fillTurns = () => {
    moments = steps.map(momentOf);
    turnSel.replaceChildren(...turnStarts().map((k) => Object.assign(el("option", "", moments[k].turn ? "{{W_TURN}} " + moments[k].turn + " (" + moments[k].who + ")" : moments[k].phase || "{{W_SETUP}}"), { value: String(k) })));
    phaseSel.dataset.turn = "";
  };
  // The menus follow the step shown: its turn, its phase.
  const showMoment = (k) => {
    const m = moments[k];
    const tk = turnStarts().filter((t) => t <= k).pop();
    turnSel.value = String(tk === undefined ? 0 : tk);
    if (phaseSel.dataset.turn !== String(m.turn)) {
      phaseSel.replaceChildren(...phaseStarts(m.turn).map((p) => Object.assign(el("option", "", moments[p].phase), { value: String(p) })));
      phaseSel.dataset.turn = String(m.turn);
    }
    const pk = phaseStarts(m.turn).filter((p) => p <= k).pop();
    phaseSel.value = String(pk === undefined ? k : pk);
    document.body.dataset.turn = String(m.turn);
    document.body.dataset.phase = m.phase;
  };
  fillTurns();
  // The next (or previous) step where a player had a choice: not taken by the engine, not the end.
  const decision = (from, by) => {
    for (let k = from + by; k >= 0 && k < steps.length; k += by) if (!steps[k][5] && S[steps[k][2]] !== "") return k;
    return by > 0 ? steps.length - 1 : 0;
  };

  // ---- navigation ---------------------------------------------------------------------------

  let at = -1;
  const go = (k) => {
    k = Math.max(0, Math.min(steps.length - 1, Math.trunc(Number(k)) || 0));
    if (k === at) return;
    at = k;
    const b = boardOf(steps[k][1]);
    drawBoard(b);
    drawChain(b);
    drawDecision(k);
    drawTrace(k);
    showMoment(k);
    slider.value = String(k + 1);
    $("counter").textContent = "{{W_STEP}} " + (k + 1) + " / " + steps.length;
    try {
      history.replaceState(null, "", "#step=" + (k + 1) + (view ? "&view=" + views[view].name : ""));
    } catch (_) {
      // A browser that refuses to change a file's address: the step is still shown.
    }
    document.body.dataset.step = String(k + 1);
    document.body.dataset.cards = String($("board").querySelectorAll(".card").length);
  };

  const fromHash = () => {
    const v = /view=(\w+)/.exec(location.hash);
    const i = v ? views.findIndex((x) => x.name === v[1]) : 0;
    setView(i < 0 ? 0 : i);
    const t = /turn=(\d+)/.exec(location.hash);
    if (t) {
      const k = moments.findIndex((m) => m.turn >= Number(t[1]));
      return k < 0 ? steps.length - 1 : k;
    }
    const m = /step=(\d+)/.exec(location.hash);
    return m ? Number(m[1]) - 1 : 0;
  };

  // The switch between points of view: the same step, seen by another.
  const picker = $("view");
  function setView(i) {
    if (i === view && lines.length) return;
    view = i;
    steps = views[i].steps;
    fillTrace();
    fillTurns();
    picker.value = String(i);
    document.body.dataset.view = views[i].name;
    at = -1;
  }
  views.forEach((v, i) => picker.append(el("option", "", v.name === "all" ? "{{W_ALL_VIEW}}" : "{{W_AS}} " + v.name)));
  [...picker.options].forEach((o, i) => (o.value = String(i)));
  picker.hidden = views.length < 2;
  picker.addEventListener("change", () => {
    const k = at;
    setView(Number(picker.value));
    go(k);
  });
  document.body.dataset.view = views[0].name;

  slider.max = String(steps.length);
  slider.addEventListener("input", () => go(Number(slider.value) - 1));
  $("first").addEventListener("click", () => go(0));
  $("prev").addEventListener("click", () => go(at - 1));
  $("next").addEventListener("click", () => go(at + 1));
  $("last").addEventListener("click", () => go(steps.length - 1));
  $("nextdec").addEventListener("click", () => go(decision(at, 1)));
  $("prevdec").addEventListener("click", () => go(decision(at, -1)));
  turnSel.addEventListener("change", () => go(Number(turnSel.value)));
  phaseSel.addEventListener("change", () => go(Number(phaseSel.value)));
  traceBox.addEventListener("click", (e) => {
    const d = e.target.closest(".tl");
    if (d) go(stepOfLine(Number(d.dataset.i)));
  });
  window.addEventListener("hashchange", () => go(fromHash()));
  document.addEventListener("keydown", (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const by = { ArrowLeft: -1, ArrowRight: 1, PageUp: -10, PageDown: 10 }[e.key];
    if (by) go(at + by);
    else if (e.key === "Home") go(0);
    else if (e.key === "End") go(steps.length - 1);
    else if ((e.key === "n" || e.key === "N") && e.target.tagName !== "SELECT") go(decision(at, 1));
    else if ((e.key === "p" || e.key === "P") && e.target.tagName !== "SELECT") go(decision(at, -1));
    else return;
    e.preventDefault();
  });
  go(fromHash());
})();
