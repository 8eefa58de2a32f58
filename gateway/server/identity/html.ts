import { IDP_MOUNT_PATH } from './policies';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A problem with one form field: the field's id and the message shown beside it and in the summary. */
export interface FieldError {
  field: string;
  message: string;
}

/** Where the identity provider's stylesheet is served (a file, so its pages need no 'unsafe-inline' style). */
export const IDENTITY_STYLESHEET_PATH = `${IDP_MOUNT_PATH}/assets/identity.css`;

/** The identity provider's stylesheet, served at IDENTITY_STYLESHEET_PATH. */
export const IDENTITY_CSS = `
*{box-sizing:border-box}body{margin:0;font:1.1875rem/1.5 Arial,sans-serif;color:#0b0c0c;background:#fff}
header{background:#0b0c0c;color:#fff;padding:.75rem 1rem;font-weight:700}
main{max-width:36rem;margin:0 auto;padding:1rem}h1{font-size:2rem;line-height:1.2}
label,legend{display:block;font-weight:700;margin-top:1.25rem}.hint{color:#484949;margin:.25rem 0}
input{font:inherit;width:100%;padding:.35rem;border:2px solid #0b0c0c;margin-top:.25rem}
.date input{width:5rem;display:inline-block;margin-right:1rem}.date label{font-weight:400}
fieldset{border:0;padding:0;margin:0}.group{display:inline-block}
input:focus,a:focus,button:focus,[tabindex]:focus{outline:3px solid #fd0;box-shadow:inset 0 0 0 2px #0b0c0c}
button{font:inherit;font-weight:700;margin-top:1.5rem;padding:.5rem 1rem;background:#00703c;color:#fff;border:0;cursor:pointer}
a{color:#1d70b8}.error-summary{border:4px solid #d4351c;padding:1rem;margin:1rem 0}
.error-summary h2{margin-top:0;font-size:1.5rem}.error-summary a{color:#d4351c;font-weight:700}
.field-error{color:#d4351c;font-weight:700;margin:.25rem 0}.invalid input,input.invalid{border-color:#d4351c}
.notice{border-left:10px solid #1d70b8;padding:.5rem 1rem;margin:1rem 0}.links p{margin:1rem 0}
`;

/** What sets one site's pages apart: its name (in titles), what the head links, and the header's markup. */
export interface PageFrame {
  siteName: string;
  /** Markup inside <head> after the title: the stylesheet (and script) of the site. */
  head: string;
  /** Markup inside <header> (trusted: written by the site, never from input). */
  header: string;
}

/**
 * A complete page in English (UK): the title (prefixed "Error:" when there are errors), the
 * error summary, the heading and the body, inside one site's frame (the identity provider's,
 * the payment sandbox's).
 */
export function framedPage(frame: PageFrame, title: string, body: string, errors: FieldError[] = []): string {
  const fullTitle = `${errors.length > 0 ? 'Error: ' : ''}${title} - ${frame.siteName}`;
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(fullTitle)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${frame.head}
</head>
<body>
<header>${frame.header}</header>
<main id="main-content">
${errorSummary(errors)}<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

const IDENTITY_FRAME: PageFrame = {
  siteName: 'Resident portal',
  head: `<link rel="stylesheet" href="${IDENTITY_STYLESHEET_PATH}">`,
  header: 'Resident portal',
};

/** A complete page of the identity provider: English (UK), no scripts, its own stylesheet only. */
export function page(title: string, body: string, errors: FieldError[] = []): string {
  return framedPage(IDENTITY_FRAME, title, body, errors);
}

/** The error summary at the top of a page: each problem a link to its field. */
function errorSummary(errors: FieldError[]): string {
  if (errors.length === 0) return '';
  const items = errors.map((e) => `<li><a href="#${escapeHtml(e.field)}">${escapeHtml(e.message)}</a></li>`).join('');
  return `<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1" autofocus>
<h2 id="error-summary-title">There is a problem</h2>
<ul>${items}</ul>
</div>
`;
}

export interface InputOptions {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  errors: FieldError[];
  inputmode?: 'numeric';
}

/** A labelled text input with its hint and error message tied to it by aria-describedby. */
export function input(options: InputOptions): string {
  const error = options.errors.find((e) => e.field === options.id);
  const described = [options.hint ? `${options.id}-hint` : '', error ? `${options.id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return `<div${error ? ' class="invalid"' : ''}>
<label for="${options.id}">${escapeHtml(options.label)}</label>
${options.hint ? `<p class="hint" id="${options.id}-hint">${escapeHtml(options.hint)}</p>` : ''}${
    error ? `<p class="field-error" id="${options.id}-error"><span>Error:</span> ${escapeHtml(error.message)}</p>` : ''
  }<input id="${options.id}" name="${options.id}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}"${
    options.inputmode ? ` inputmode="${options.inputmode}"` : ''
  }${options.value !== undefined && options.type !== 'password' ? ` value="${escapeHtml(options.value)}"` : ''}${
    described ? ` aria-describedby="${described}"` : ''
  }${error ? ' aria-invalid="true"' : ''} spellcheck="false">
</div>`;
}
