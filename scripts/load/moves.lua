-- wrk script: every connection plays games of its own through the JSON API, sending a random legal
-- move of the state it was last given, with that state's ply; a finished game is followed by a
-- new one. Run wrk with as many threads as connections (-t N -c N): wrk keeps one Lua state per
-- thread, so one connection per thread means one game per Lua state.
-- LOAD_GAME chooses the game (gorogo by default), LOAD_RULES its rules.
local game = os.getenv("LOAD_GAME") or "gorogo"
local rules = os.getenv("LOAD_RULES") or ""
local headers = { ["Content-Type"] = "application/json" }
local id, ply, move = nil, 0, nil
local refused = 0

local function create()
  local body = '{"game":"' .. game .. '"'
  if rules ~= "" then body = body .. ',"rules":"' .. rules .. '"' end
  return wrk.format("POST", "/api/games", headers, body .. "}")
end

request = function()
  if id == nil or move == nil then
    return create()
  end
  return wrk.format("POST", "/api/games/" .. id .. "/moves", headers,
    '{"move":"' .. move .. '","ply":' .. ply .. '}')
end

response = function(status, _, body)
  if status ~= 200 and status ~= 201 then
    refused = refused + 1
    id = nil
    return
  end
  id = body:match('"id":"([^"]+)"')
  ply = tonumber(body:match('"ply":(%d+)'))
  move = nil
  if body:match('"over":true') then
    id = nil
    return
  end
  local moves = {}
  for m in body:gmatch('{"move":"([^"]+)"') do moves[#moves + 1] = m end
  if #moves > 0 then move = moves[math.random(#moves)] end
end
