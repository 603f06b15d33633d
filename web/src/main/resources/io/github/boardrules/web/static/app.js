// The page of `boardrules serve`: plain JavaScript over the JSON API, no build step.
// The board is the library's SVG; a second SVG with the same viewBox lies over it with one
// clickable disc per cell, point or hole (`targets` in the state), lit where a legal move goes.
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
    throw new Error(`${data.error}: ${data.message}${where}`);
  }
  return data;
}

// Runs one user action: the page is busy (no clicks taken) until it and the bot's answer are done.
async function act(action) {
  if (document.body.dataset.busy === "1") {
    return;
  }
  document.body.dataset.busy = "1";
  $("message").textContent = "";
  try {
    await action();
    await botTurns();
  } catch (e) {
    $("message").textContent = e.message;
  } finally {
    document.body.dataset.busy = "0";
    if (state) {
      render(state);
    }
  }
}

async function botTurns() {
  while (state && botPlayer && !state.over && state.toMove === botPlayer) {
    render(state);
    $("status").textContent = `${name(botPlayer)} (bot) is thinking…`;
    state = await api("POST", `/api/games/${state.id}/bot`);
  }
}

function humanTurn() {
  return state && !state.over && state.toMove !== botPlayer && document.body.dataset.busy !== "1";
}

function render(s) {
  document.body.dataset.gameId = s.id;
  const board = $("board");
  board.innerHTML = s.svg.replace(/^<\?xml[^>]*>\s*/, "");
  const picture = board.querySelector("svg");
  picture.classList.add("picture");
  // Up to 1.6 times the picture's own size: small boards are not blown up to the page's width.
  board.style.maxWidth = `${Math.round(parseFloat(picture.getAttribute("width")) * 1.6)}px`;
  const overlay = document.createElementNS(SVG_NS, "svg");
  overlay.setAttribute("class", "overlay");
  overlay.setAttribute("viewBox", picture.getAttribute("viewBox"));
  const legal = new Set(humanTurn() ? s.legalMoves.map((m) => m.target).filter((t) => t) : []);
  for (const t of s.targets) {
    const disc = document.createElementNS(SVG_NS, "circle");
    disc.setAttribute("cx", t.x);
    disc.setAttribute("cy", t.y);
    disc.setAttribute("r", t.r);
    disc.setAttribute("data-target", t.name);
    disc.setAttribute("class", legal.has(t.name) ? "target legal" : "target");
    if (legal.has(t.name)) {
      disc.addEventListener("click", () => chooseTarget(t.name));
    }
    overlay.appendChild(disc);
  }
  board.appendChild(overlay);
  $("choices").replaceChildren();
  const others = $("others");
  others.replaceChildren();
  if (humanTurn()) {
    // Moves with no place on the board (pass, button), and every move when the game has no layout.
    for (const m of s.legalMoves.filter((m) => !m.target || s.targets.length === 0)) {
      others.appendChild(moveButton(m.move));
    }
  }
  $("status").textContent = statusText(s);
  $("status").classList.toggle("over", s.over);
  $("undo").disabled = s.ply === 0 || !!s.resigned;
  $("resign").disabled = s.over;
  $("record").textContent = s.record;
  $("recordBox").open = s.over;
  const download = $("download");
  download.hidden = false;
  download.href = `/api/games/${s.id}/record`;
  download.setAttribute("download", `${s.game}-${s.id}.txt`);
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
  if (moves.length === 1) {
    play(moves[0]);
    return;
  }
  for (const disc of document.querySelectorAll(".target.chosen")) {
    disc.classList.remove("chosen");
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
    state = await api("POST", `/api/games/${state.id}/moves`, { move });
  });
}

function newGame() {
  act(async () => {
    const body = { game: $("game").value, rules: $("rules").value };
    const seed = $("seed").value.trim();
    if (seed !== "") {
      body.seed = Number(seed);
    }
    state = await api("POST", "/api/games", body);
    botPlayer = !$("bot").checked ? null : $("botSide").value === "first" ? state.toMove : state.opponent;
  });
}

function undo() {
  act(async () => {
    state = await api("POST", `/api/games/${state.id}/undo`);
    // Against the bot, take back to the person's turn.
    while (botPlayer && state.ply > 0 && state.toMove === botPlayer) {
      state = await api("POST", `/api/games/${state.id}/undo`);
    }
  });
}

function resign() {
  act(async () => {
    const player = botPlayer && state.toMove === botPlayer ? state.opponent : state.toMove;
    state = await api("POST", `/api/games/${state.id}/resign`, { player });
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

async function start() {
  catalogue = await api("GET", "/api/games");
  for (const g of catalogue) {
    const option = document.createElement("option");
    option.value = g.id;
    option.textContent = g.id;
    $("game").appendChild(option);
  }
  fillPresets();
  $("game").addEventListener("change", fillPresets);
  $("setup").addEventListener("submit", (e) => {
    e.preventDefault();
    newGame();
  });
  $("undo").addEventListener("click", undo);
  $("resign").addEventListener("click", resign);
}

start().catch((e) => {
  $("message").textContent = e.message;
});
