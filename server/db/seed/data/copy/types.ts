/**
 * Product copy for a model's detail page. Placeholders in braces are filled from the model:
 * {brand}, {model}, {year}, {summary} and any spec name such as {구동계} or {플렉스}. After a
 * placeholder, particles are written in pairs (은(는), 을(를), 이(가), 과(와), (으)로) and resolved
 * against the filled value.
 */
export type CopySet = { headline: string[]; intro: string[]; feature: string[]; care: string[] };
