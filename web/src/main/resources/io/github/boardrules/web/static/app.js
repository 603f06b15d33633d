// The page of `boardrules serve`: plain JavaScript over the JSON API, no build step.
// The board is the library's SVG. Its invisible shapes carrying `data-target` (one per cell,
// point or hole, drawn over everything else) take the clicks; the page only adds classes to them
// (lit where a legal move goes, outlined for the last move) and, for Bao Kigogo, draws the last
// sowing's path through the centres the server read out of the same SVG (`targets`).
"use strict";

const NAMES = { b: "Black", w: "White", s: "South", n: "North" };
const PRESETS = {
  bargo: ["base=5 komi=0", "base=3 komi=0", "base=7 komi=3"],
  gorogo: ["", "setup=c3", "lastHenge=loses"],
  baokigogo: ["endless=draw", "endless=loss"],
};
const SVG_NS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

let state = null;      // the last state the server sent
let botPlayer = null;  // the code of the player the bot plays, or null for two people
let catalogue = [];
let running = null;    // the action under way, if any
let waitingRestarts = 0; // new games asked for while an action runs: its bot stops early

function name(code) {
  return NAMES[code] || code;
}

async function api(method, path, body) {
  const init = { method, headers: {} };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  const data = await response.json();
  if (!response.ok) {
    const where = data.field ? ` (${data.field}${data.offset !== undefined ? " at " + data.offset : ""})` : "";
    const error = new Error(`${data.error}: ${data.message}${where}`);
    // A refusal for a stale ply (the game moved on: another tab, another player) carries the game
    // as it now is: the page shows that instead of what it believed.
    error.state = data.state;
    throw error;
  }
  return data;
}

// A change to the current game, sent with the ply and version the page shows, so that a page that
// is behind (another tab or player moved, or took back and moved again) is refused rather than
// playing into a position it never saw.
function change(action, body = {}) {
  return api("POST", `/api/games/${state.id}/${action}`, { ...body, ply: state.ply, version: state.version });
}

// Runs one user action: the page is busy (no clicks taken) until it and the bot's answer are
// done. A click while busy is dropped; a new game waits for the action under way, whose bot loop
// stops early, and the page stays busy until the last new game asked for has started.
async function act(action, restart = false) {
  if (running && !restart) {
    return;
  }
  document.body.dataset.busy = "1";
  if (restart) {
    waitingRestarts++;
    while (running) {
      await running;
    }
    waitingRestarts--;
  }
  $("message").textContent = "";
  running = (async () => {
    try {
      await action();
      await botTurns();
    } catch (e) {
      $("message").textContent = e.message;
      if (e.state) {
        state = e.state;
      }
    }
  })();
  await running;
  running = null;
  if (waitingRestarts > 0) {
    return;
  }
  document.body.dataset.busy = "0";
  if (state) {
    render(state);
  }
}

async function botTurns() {
  while (state && botPlayer && !state.over && state.toMove === botPlayer && waitingRestarts === 0) {
    render(state);
    $("status").textContent = `${name(botPlayer)} (bot) is thinking…`;
    state = await change("bot");
  }
}

function humanTurn() {
  return state && !state.over && state.toMove !== botPlayer && document.body.dataset.busy !== "1";
}

function render(s) {
  document.body.dataset.gameId = s.id;
  remember(s);
  const board = $("board");
  board.innerHTML = s.svg.replace(/^<\?xml[^>]*>\s*/, "");
  const picture = board.querySelector("svg");
  picture.classList.add("picture");
  // Up to 1.6 times the picture's own size: small boards are not blown up to the page's width.
  board.style.maxWidth = `${Math.round(parseFloat(picture.getAttribute("width")) * 1.6)}px`;
  const legal = new Set(humanTurn() ? s.legalMoves.map((m) => m.target).filter((t) => t) : []);
  for (const shape of picture.querySelectorAll("[data-target]")) {
    const target = shape.getAttribute("data-target");
    shape.classList.add("target");
    shape.classList.toggle("legal", legal.has(target));
    shape.classList.toggle("last", target === s.lastTarget);
    shape.addEventListener("click", () => chooseTarget(target));
  }
  if (s.trail) {
    drawTrail(picture, s);
  }
  $("choices").replaceChildren();
  const others = $("others");
  others.replaceChildren();
  if (humanTurn()) {
    // Moves with no place on the board (pass, button), and every move when the picture has no targets.
    for (const m of s.legalMoves.filter((m) => !m.target || s.targets.length === 0)) {
      others.appendChild(moveButton(m.move));
    }
  }
  $("status").textContent = statusText(s);
  $("status").classList.toggle("over", s.over);
  $("lastMove").textContent = s.lastMove ? `Last move: ${s.lastMove}` : "No move yet.";
  $("undo").disabled = s.ply === 0 || !!s.resigned;
  $("resign").disabled = s.over;
  $("moveText").disabled = !humanTurn();
  $("sendMove").disabled = !humanTurn();
  $("moveText").placeholder = s.legalMoves.length ? `e.g. ${s.legalMoves[0].move}` : "";
  $("record").textContent = s.record;
  $("recordBox").open = s.over;
  const download = $("download");
  download.hidden = false;
  download.href = `/api/games/${s.id}/record`;
  download.setAttribute("download", `${s.game}-${s.id}.txt`);
  showHowTo(s.game);
}

// Bao Kigogo's last sowing: one arrowed line per lap from the hole its seeds came from through
// every hole it sowed into, laps alternating in colour and numbered at their start, and a ring
// with the count on each hole the capture emptied. Drawn under the click targets.
function drawTrail(picture, s) {
  const centre = new Map(s.targets.map((t) => [t.name, t]));
  const layer = document.createElementNS(SVG_NS, "g");
  layer.setAttribute("class", "trail");
  layer.setAttribute("data-lap-count", s.trail.lapCount);
  layer.appendChild(arrowHead());
  s.trail.laps.forEach((lap, i) => {
    // Laps that pass the same holes are shifted a little apart, so that each stays visible.
    const shift = ((i % 3) - 1) * 4;
    const points = [lap.from, ...lap.holes]
      .map((hole) => centre.get(hole))
      .filter((t) => t)
      .map((t) => `${t.x + shift},${t.y + shift}`);
    const line = element("polyline", {
      points: points.join(" "),
      class: `lap lap${i % 2}`,
      "data-from": lap.from,
      "data-holes": lap.holes.join(" "),
      "marker-end": "url(#trail-arrow)",
    });
    layer.appendChild(line);
    const start = centre.get(lap.from);
    if (start) {
      layer.appendChild(element("circle", { cx: start.x + shift, cy: start.y + shift - 14, r: 8, class: "lap-start" }));
      const label = element("text", { x: start.x + shift, y: start.y + shift - 10, class: "lap-number" });
      label.textContent = String(i + 1);
      layer.appendChild(label);
    }
  });
  for (const captured of s.trail.captures) {
    const t = centre.get(captured.hole);
    if (t) {
      layer.appendChild(element("circle", { cx: t.x, cy: t.y, r: t.r + 4, class: "captured", "data-captured": captured.hole }));
      // At the ring's upper right: the hole above may be captured too, and ringed.
      const label = element("text", { x: t.x + t.r * 0.8, y: t.y - t.r * 0.55, class: "captured-count" });
      label.textContent = `−${captured.seeds}`;
      layer.appendChild(label);
    }
  }
  const targets = picture.querySelector("g.targets");
  picture.insertBefore(layer, targets && targets.parentNode === picture ? targets : null);
}

function arrowHead() {
  const defs = document.createElementNS(SVG_NS, "defs");
  const marker = element("marker", {
    id: "trail-arrow", viewBox: "0 0 10 10", refX: 8, refY: 5,
    markerWidth: 5, markerHeight: 5, orient: "auto-start-reverse",
  });
  marker.appendChild(element("path", { d: "M0,0 L10,5 L0,10 z", class: "arrow" }));
  defs.appendChild(marker);
  return defs;
}

function element(tag, attributes) {
  const e = document.createElementNS(SVG_NS, tag);
  for (const [key, value] of Object.entries(attributes)) {
    e.setAttribute(key, value);
  }
  return e;
}

function showHowTo(game) {
  let found = false;
  for (const panel of document.querySelectorAll("#howto [data-game]")) {
    panel.hidden = panel.dataset.game !== game;
    found = found || !panel.hidden;
  }
  $("howtoNone").hidden = found;
}

function statusText(s) {
  if (!s.over) {
    const who = s.toMove === botPlayer ? `${name(s.toMove)} (bot)` : name(s.toMove);
    return `${who} to move · ply ${s.ply}`;
  }
  let result;
  if (s.resigned) {
    result = `${name(s.resigned)} resigned, ${name(s.winner)} wins`;
  } else if (s.winner) {
    result = `${name(s.winner)} wins (${s.reason})`;
  } else {
    result = `draw (${s.reason})`;
  }
  const scores = s.scores.map((sc) => `${name(sc.player)} ${sc.points}`).join(", ");
  return `Game over: ${result}${scores ? " · " + scores : ""} · ${s.status}`;
}

function moveButton(move) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = "move";
  button.dataset.move = move;
  button.textContent = move;
  button.addEventListener("click", () => play(move));
  return button;
}

// One legal move at the target is played at once; several (Bargo's walls, GoRoGo's piece or
// Henge) are offered as buttons.
function chooseTarget(target) {
  if (!humanTurn()) {
    return;
  }
  const moves = state.legalMoves.filter((m) => m.target === target).map((m) => m.move);
  if (moves.length === 0) {
    return;
  }
  if (moves.length === 1) {
    play(moves[0]);
    return;
  }
  for (const shape of document.querySelectorAll(".target.chosen")) {
    shape.classList.remove("chosen");
  }
  document.querySelector(`.target[data-target="${target}"]`).classList.add("chosen");
  const choices = $("choices");
  choices.replaceChildren();
  for (const move of moves) {
    choices.appendChild(moveButton(move));
  }
}

function play(move) {
  act(async () => {
    state = await change("moves", { move });
  });
}

// A move typed in the game's notation; the server reads it, and its refusal is shown as it is.
function playTyped() {
  const text = $("moveText").value.trim();
  if (text === "" || !humanTurn()) {
    return;
  }
  act(async () => {
    state = await change("moves", { move: text });
    $("moveText").value = "";
  });
}

function newGame() {
  return act(async () => {
    const body = { game: $("game").value, rules: $("rules").value };
    const seed = $("seed").value.trim();
    if (seed !== "") {
      body.seed = Number(seed);
    }
    state = await api("POST", "/api/games", body);
    botPlayer = !$("bot").checked ? null : $("botSide").value === "first" ? state.toMove : state.opponent;
  }, true);
}

function undo() {
  act(async () => {
    state = await change("undo");
    // Against the bot, take back to the person's turn.
    while (botPlayer && state.ply > 0 && state.toMove === botPlayer) {
      state = await change("undo");
    }
  });
}

function resign() {
  act(async () => {
    const player = botPlayer && state.toMove === botPlayer ? state.opponent : state.toMove;
    state = await change("resign", { player });
  });
}

function fillPresets() {
  const id = $("game").value;
  const entry = catalogue.find((g) => g.id === id);
  const presets = $("presets");
  presets.replaceChildren();
  for (const p of PRESETS[id] || []) {
    const option = document.createElement("option");
    option.value = p;
    presets.appendChild(option);
  }
  $("rules").value = entry ? entry.rules : "";
}

// The page's address names its game (#game=<id>, and bot=<code> when the bot plays one side), so
// that reloading it, bookmarking it or coming back after the server restarted goes on with that
// game: games are kept in the server's database.
function remember(s) {
  const hash = `#game=${encodeURIComponent(s.id)}${botPlayer ? "&bot=" + encodeURIComponent(botPlayer) : ""}`;
  if (location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
}

// The game the address names, if the server still has it: the page shows it as it is now.
async function resume() {
  const saved = new URLSearchParams(location.hash.slice(1));
  const id = saved.get("game");
  if (!id) {
    return false;
  }
  try {
    state = await api("GET", `/api/games/${encodeURIComponent(id)}`);
  } catch (e) {
    $("message").textContent = `Game ${id} is gone (${e.message}); a new game started.`;
    return false;
  }
  botPlayer = saved.get("bot");
  $("game").value = state.game;
  fillPresets();
  $("rules").value = state.rules;
  $("bot").checked = botPlayer !== null;
  await act(async () => {});
  return true;
}

// The page opens ready to play: the game its address names goes on, or else a game of the first
// kind starts at once; choosing another kind starts one of that kind.
async function start() {
  catalogue = await api("GET", "/api/games");
  for (const g of catalogue) {
    const option = document.createElement("option");
    option.value = g.id;
    option.textContent = g.id;
    $("game").appendChild(option);
  }
  fillPresets();
  $("game").addEventListener("change", () => {
    fillPresets();
    newGame();
  });
  $("setup").addEventListener("submit", (e) => {
    e.preventDefault();
    newGame();
  });
  $("typed").addEventListener("submit", (e) => {
    e.preventDefault();
    playTyped();
  });
  $("undo").addEventListener("click", undo);
  $("resign").addEventListener("click", resign);
  if (!(await resume())) {
    await newGame();
  }
}

start().catch((e) => {
  document.body.dataset.busy = "0";
  $("message").textContent = e.message;
});
