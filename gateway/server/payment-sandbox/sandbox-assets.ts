/**
 * The sandbox pages' stylesheet and script, served as files (SANDBOX_ASSETS) so the pages carry
 * no inline code and their Content-Security-Policy needs no 'unsafe-inline'.
 */

export const SANDBOX_CSS = `
*{box-sizing:border-box}body{margin:0;font:1.1875rem/1.5 Arial,sans-serif;color:#0b0c0c;background:#fff}
header{background:#0b0c0c;color:#fff;padding:.75rem 1rem;font-weight:700}
.tag{display:inline-block;margin-left:.5rem;padding:0 .4rem;background:#fd0;color:#0b0c0c;font-size:1rem}
main{max-width:36rem;margin:0 auto;padding:1rem}h1{font-size:2rem;line-height:1.2}h2{font-size:1.5rem}
label{display:block;font-weight:700;margin-top:1.25rem}.hint{color:#484949;margin:.25rem 0}
input{font:inherit;width:100%;padding:.35rem;border:2px solid #0b0c0c;margin-top:.25rem}
input:focus,a:focus,button:focus,[tabindex]:focus{outline:3px solid #fd0;box-shadow:inset 0 0 0 2px #0b0c0c}
button{font:inherit;font-weight:700;margin-top:1.5rem;padding:.5rem 1rem;background:#00703c;color:#fff;border:0;cursor:pointer}
a{color:#1d70b8}.error-summary{border:4px solid #d4351c;padding:1rem;margin:1rem 0}
.error-summary h2{margin-top:0}.error-summary a{color:#d4351c;font-weight:700}
.field-error{color:#d4351c;font-weight:700;margin:.25rem 0}.invalid input{border-color:#d4351c}
.notice{border-left:10px solid #1d70b8;padding:.5rem 1rem;margin:1rem 0}.notice h2{margin-top:0;font-size:1.25rem}
.summary div{display:flex;gap:1rem;border-bottom:1px solid #b1b4b6;padding:.5rem 0}
.summary dt{font-weight:700;min-width:11rem}.summary dd{margin:0}
.card-number{font-family:monospace;white-space:nowrap}
.checkbox{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}.checkbox input{width:1.5rem;height:1.5rem;margin:0}
.checkbox label{margin:0;flex:1;font-weight:400}.checkbox .field-error{flex-basis:100%}
.result{border:4px solid #00703c;padding:1rem}.result--declined,.result--refused{border-color:#d4351c}
`;

/**
 * On the result page, tells the frame's parent (the portal) how the payment ended:
 * {resultCode, providerReference}, addressed to the portal's origin only.
 */
export const SANDBOX_JS = `(function () {
  'use strict';
  var result = document.getElementById('payment-result');
  if (!result || window.parent === window) return;
  window.parent.postMessage(
    {
      resultCode: Number(result.getAttribute('data-result-code')),
      providerReference: result.getAttribute('data-provider-reference')
    },
    result.getAttribute('data-target-origin')
  );
})();
`;
