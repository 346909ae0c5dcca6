"""The page the phone opens: plain HTML and a few lines of script, nothing fetched from
elsewhere, for Safari on iOS and Chrome on Android.

"Take a photo" opens the camera (``capture``); "Choose photos" the phone's gallery too,
several at once. Each photo is shown as it is chosen and sent at once, one request per
photo, so that one refused photo says so under its own thumbnail.

The page speaks the phone's language (its Accept-Language), not the window's: the texts
are here in both, since the window's translator knows only the window's language.
"""

from __future__ import annotations

import html
import json

#: The page's texts, English and Spanish (usted, as the window).
TEXTS: dict[str, dict[str, str]] = {
    "en": {
        "title": "Photos for FOG Desktop",
        "intro": "Photograph the manifest or receipt flat, in good light, the whole page "
        "in the picture. Each photo goes to the PC as soon as it is taken.",
        "take": "Take a photo",
        "choose": "Choose photos",
        "sending": "Sending…",
        "sent": "On the PC",
        "410": "This code has expired. Open a new one on the PC.",
        "404": "This code has expired. Open a new one on the PC.",
        "413": "Too large: the limit is 25 MB.",
        "415": "Not a photo the PC accepts (JPEG, PNG or WebP).",
        "429": "Too many photos for one code. Open a new one on the PC.",
        "500": "The PC could not keep the photo. Send it again.",
        "failed": "Not sent: the PC can't be reached. Is the phone on the same Wi-Fi?",
    },
    "es": {
        "title": "Fotos para FOG Desktop",
        "intro": "Fotografíe el manifiesto o el recibo plano, con buena luz y la página "
        "entera en la imagen. Cada foto llega al PC en cuanto la toma.",
        "take": "Tomar una foto",
        "choose": "Elegir fotos",
        "sending": "Enviando…",
        "sent": "En el PC",
        "410": "Este código ha caducado. Abra uno nuevo en el PC.",
        "404": "Este código ha caducado. Abra uno nuevo en el PC.",
        "413": "Demasiado grande: el límite es de 25 MB.",
        "415": "No es una foto que el PC acepte (JPEG, PNG o WebP).",
        "429": "Demasiadas fotos para un código. Abra uno nuevo en el PC.",
        "500": "El PC no pudo guardar la foto. Envíela de nuevo.",
        "failed": "No enviada: no se llega al PC. ¿Está el teléfono en la misma Wi-Fi?",
    },
}
LANGUAGES = tuple(TEXTS)

_SCRIPT = """
var T = %(texts)s;
function send(file) {
  var li = document.createElement("li");
  var img = document.createElement("img");
  img.src = URL.createObjectURL(file);
  var state = document.createElement("span");
  state.textContent = T.sending;
  li.appendChild(img); li.appendChild(state);
  document.getElementById("sent").prepend(li);
  var form = new FormData();
  form.append("photo", file, file.name);
  fetch(location.pathname + "/photos", {method: "POST", body: form}).then(function (r) {
    state.textContent = r.ok ? "\\u2713 " + T.sent : (T[r.status] || T.failed);
    li.className = r.ok ? "ok" : "refused";
  }, function () { state.textContent = T.failed; li.className = "refused"; });
}
function chosen(event) {
  Array.prototype.forEach.call(event.target.files, send);
  event.target.value = "";
}
document.getElementById("take").addEventListener("change", chosen);
document.getElementById("choose").addEventListener("change", chosen);
"""

_STYLE = """
body { font: 18px/1.4 system-ui, sans-serif; margin: 1em; color: #222; }
h1 { font-size: 1.4em; }
label { display: block; margin: .6em 0; padding: .9em; border-radius: .5em;
        background: #1a5c8a; color: #fff; text-align: center; font-weight: 600; }
label.second { background: #e4edf4; color: #1a5c8a; }
input { display: none; }
ul { list-style: none; padding: 0; }
li { display: flex; align-items: center; gap: .8em; margin: .5em 0; }
li img { width: 5em; height: 5em; object-fit: cover; border-radius: .3em; }
li.ok span { color: #1d6b2f; } li.refused span { color: #a12020; }
"""


def render(language: str, nonce: str) -> str:
    """The page in ``language`` (one of :data:`LANGUAGES`); its script runs by ``nonce``."""
    texts = TEXTS[language]
    words = {key: html.escape(value) for key, value in texts.items()}
    # JSON is a script's literal; escaped, no text of ours can close the <script>.
    script_texts = json.dumps(texts).replace("<", "\\u003c")
    return f"""<!doctype html>
<html lang="{language}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{words["title"]}</title><style nonce="{nonce}">{_STYLE}</style></head>
<body><h1>{words["title"]}</h1><p>{words["intro"]}</p>
<label>{words["take"]}<input id="take" type="file" accept="image/*" capture="environment"></label>
<label class="second">{words["choose"]}
<input id="choose" type="file" accept="image/*" multiple></label>
<ul id="sent"></ul>
<script nonce="{nonce}">{_SCRIPT % {"texts": script_texts}}</script></body></html>
"""
