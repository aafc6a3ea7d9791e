/**
 * XSS vectors for the canary journey ([H8.07]), written from the OWASP XSS filter evasion cheat
 * sheet and PortSwigger's XSS cheat sheet. Each calls `__xss(n)` when it runs; `n` is its index.
 * `c` is the call, `e` the call HTML-entity encoded, `h` the call in hex entities.
 */
type Vector = (c: string, e: string, h: string) => string;

const vectors: Vector[] = [
  // Script elements
  (c) => `<script>${c}</script>`,
  (c) => `<SCRIPT>${c}</SCRIPT>`,
  (c) => `<ScRiPt>${c}</sCrIpT>`,
  (c) => `<script src="data:text/javascript,${c}"></script>`,
  (c) => `<script type="module">${c}</script>`,
  (c) => `<scr<script>ipt>${c}</scr</script>ipt>`,
  (c) => `<<script>${c};//<</script>`,
  (c) => `<script/xss>${c}</script>`,
  (c) => `<script\n>${c}</script\n>`,
  (c) => `"><script>${c}</script>`,
  (c) => `'><script>${c}</script>`,
  (c) => `</p><script>${c}</script><p>`,
  // Event handlers on images
  (c) => `<img src=x onerror=${c}>`,
  (c) => `<img src="x" onerror="${c}">`,
  (c) => `<IMG SRC=x ONERROR=${c}>`,
  (c) => `<img src=x oNeRrOr=${c}>`,
  (c) => `<img src=x onerror="javascript:${c}">`,
  (c) => `<img/src=x/onerror=${c}>`,
  (c) => `<img src=x onerror\n=${c}>`,
  (c) => `<img src=x onerror=&#x5f;&#x5f;xss(${c.slice(6, -1)})>`,
  (_c, e) => `<img src=x onerror="${e}">`,
  (_c, _e, h) => `<img src=x onerror="${h}">`,
  (c) => `<img src="x` + '`' + `onerror=${c}>`,
  (c) => `<img """><script>${c}</script>">`,
  (c) =>
    `<img src=x:alert(alt) onerror=eval(src) alt=0>${c.length > 0 ? `<img src=x onerror=${c}>` : ''}`,
  (c) => `<img src="javascript:${c}">`,
  (c) => `<img srcset="x" onerror="${c}">`,
  (c) => `<img src=x onload=${c} onerror=${c}>`,
  (c) => `<image src=x onerror=${c}>`,
  (c) => `<picture><source srcset=x><img src=x onerror=${c}></picture>`,
  // SVG
  (c) => `<svg onload=${c}>`,
  (c) => `<svg/onload=${c}>`,
  (c) => `<svg><script>${c}</script></svg>`,
  (c) => `<svg><script href="data:,${c}"></script></svg>`,
  (c) => `<svg><animate onbegin=${c} attributeName=x dur=1s>`,
  (c) => `<svg><set onbegin=${c} attributename=x to=1>`,
  (c) =>
    `<svg><a><animate attributeName=href values=javascript:${c} /><text x=20 y=20>x</text></a></svg>`,
  (c) => `<svg><image href=x onerror=${c}></svg>`,
  (c) => `<svg><foreignObject><img src=x onerror=${c}></foreignObject></svg>`,
  (c) => `<svg><style><img src=x onerror=${c}></style></svg>`,
  (c) => `<svg><title><img src=x onerror=${c}></title></svg>`,
  (c) =>
    `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${c}'/></svg>#x"></use></svg>`,
  (c) => `<svg><discard onbegin=${c}>`,
  // Body, details, media, forms and other elements with events
  (c) => `<body onload=${c}>`,
  (c) => `<body onpageshow=${c}>`,
  (c) => `<details open ontoggle=${c}>`,
  (c) => `<details/open/ontoggle=${c}>`,
  (c) => `<video src=x onerror=${c}></video>`,
  (c) => `<video><source onerror=${c}></video>`,
  (c) => `<audio src=x onerror=${c}></audio>`,
  (c) => `<input autofocus onfocus=${c}>`,
  (c) => `<select autofocus onfocus=${c}></select>`,
  (c) => `<textarea autofocus onfocus=${c}></textarea>`,
  (c) => `<keygen autofocus onfocus=${c}>`,
  (c) => `<div tabindex=1 autofocus onfocus=${c}>x</div>`,
  (c) => `<p onmouseover=${c}>hover</p>`,
  (c) => `<div onclick=${c}>click</div>`,
  (c) => `<span onpointerover=${c}>x</span>`,
  (c) => `<b onmouseenter=${c}>x</b>`,
  (c) => `<marquee onstart=${c}>x</marquee>`,
  (c) => `<object data="javascript:${c}"></object>`,
  (c) => `<object data="data:text/html,<script>parent.${c}</script>"></object>`,
  (c) => `<embed src="javascript:${c}">`,
  (c) => `<embed src="data:text/html,<script>parent.${c}</script>">`,
  (c) => `<style onload=${c}></style>`,
  (c) => `<link rel=stylesheet href=x onerror=${c}>`,
  (c) => `<iframe onload=${c}></iframe>`,
  (c) => `<div style="animation-name:spin" onanimationstart=${c}>x</div>`,
  (c) => `<p style="transition:color 1s" ontransitionend=${c}>x</p>`,
  // javascript:, data: and vbscript: URLs
  (c) => `<a href="javascript:${c}">x</a>`,
  (c) => `<a href="JaVaScRiPt:${c}">x</a>`,
  (c) => `<a href=" javascript:${c}">x</a>`,
  (c) => `<a href="java\tscript:${c}">x</a>`,
  (c) => `<a href="java&#x09;script:${c}">x</a>`,
  (c) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${c}">x</a>`,
  (c) => `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${c}">x</a>`,
  (c) =>
    `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058${c}">x</a>`,
  (c) => `<a href="javascript&colon;${c}">x</a>`,
  (c) => `<a href="jav&#x0A;ascript:${c}">x</a>`,
  (c) => `<a href="data:text/html,<script>opener.${c}</script>">x</a>`,
  (c) => `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==" title="${c}">x</a>`,
  (c) => `<a href="vbscript:${c}">x</a>`,
  (c) => `<a href="javascript://%0a${c}">x</a>`,
  (c) => `<a href=javascript:${c} target=_blank>x</a>`,
  (c) => `<iframe src="javascript:parent.${c}"></iframe>`,
  (c) => `<iframe srcdoc="<script>parent.${c}</script>"></iframe>`,
  (c) => `<iframe srcdoc="&lt;img src=x onerror=parent.${c}&gt;"></iframe>`,
  (c) => `<form action="javascript:${c}"><button>go</button></form>`,
  (c) => `<form><button formaction="javascript:${c}">go</button></form>`,
  (c) => `<isindex action="javascript:${c}" type=submit>`,
  (c) => `<math><maction actiontype=statusline xlink:href="javascript:${c}">x</maction></math>`,
  (c) => `<base href="javascript:${c}//">`,
  (c) => `<meta http-equiv="refresh" content="0;url=javascript:${c}">`,
  (c) => `<meta http-equiv="refresh" content="0;url=data:text/html,<script>opener.${c}</script>">`,
  // Style
  (c) => `<div style="background:url(javascript:${c})">x</div>`,
  (c) => `<div style="width:expression(${c})">x</div>`,
  (c) => `<p style="x:expr/**/ession(${c})">x</p>`,
  (c) => `<style>@import 'javascript:${c}';</style>`,
  (c) => `<style>*{background:url("javascript:${c}")}</style>`,
  (c) => `<span style="behavior:url(x.htc)" onmouseover=${c}>x</span>`,
  // Mutation XSS and parser confusion
  (c) => `<noscript><p title="</noscript><img src=x onerror=${c}>"></noscript>`,
  (c) => `<p title="</p><img src=x onerror=${c}>">x</p>`,
  (c) => `<template><img src=x onerror=${c}></template>`,
  (c) => `<template><script>${c}</script></template>`,
  (c) => `<math><mtext><table><mglyph><style><img src=x onerror=${c}>`,
  (c) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${c}>">`,
  (c) => `<svg></p><style><a id="</style><img src=x onerror=${c}>">`,
  (c) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${c}>`,
  (c) =>
    `<math><annotation-xml encoding="text/html"><style><img src=x onerror=${c}></style></annotation-xml></math>`,
  (c) => `<xmp><p title="</xmp><img src=x onerror=${c}>">`,
  (c) => `<textarea><img title="</textarea><img src=x onerror=${c}>">`,
  (c) => `<title><img title="</title><img src=x onerror=${c}>">`,
  (c) => `<style><img title="</style><img src=x onerror=${c}>"></style>`,
  (c) => `<!--<img src="--><img src=x onerror=${c}//">`,
  (c) => `<![CDATA[><img src=x onerror=${c}>]]>`,
  (c) => `<?xml version="1.0"?><img src=x onerror=${c}>`,
  (c) => `<a href="https://x" title="&quot;&gt;&lt;img src=x onerror=${c}&gt;">x</a>`,
  (c) => `<img alt="&#34;&#62;&#60;img src=x onerror=${c}&#62;" src=x>`,
  (c) => `<div id="x"></div><img src=x id=y onerror=${c}>`,
  (c) => `<img src=x onerror=${c} <b>`,
  (c) => `<img src=x onerror=${c}//`,
  (c) => `<x onclick=${c}>x</x>`,
  (c) => `<custom-el onmouseover=${c}>x</custom-el>`,
  (c) => `<a href="https://ok.example" onclick="${c}">x</a>`,
  (c) => `<a href="#" onfocus="${c}" autofocus>x</a>`,
];

/** Every vector with its own index in the call. */
export const XSS_PAYLOADS: string[] = vectors.map((vector, n) => {
  const call = `__xss(${n})`;
  const entities = [...call].map((char) => `&#${char.charCodeAt(0)};`).join('');
  const hex = [...call].map((char) => `&#x${char.charCodeAt(0).toString(16)};`).join('');
  return vector(call, entities, hex);
});

/** Harmless formatting that must come through: each tag as the server should serve it. */
export const HARMLESS_HTML =
  '<p data-canary="harmless"><b>Bold</b> <i>italic</i> <strong>strong</strong> <em>em</em></p>' +
  '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
  '<p><a href="https://example.com/menu">Menu</a></p>' +
  '<p><img src="https://example.com/banner.png" alt="Banner"></p>';
