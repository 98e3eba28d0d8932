import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Plugin } from 'vite';

/** `styled.div` / `styled.div.attrs(...)`, not already configured (and not `x.styled.div`). */
const STYLED_TAG = /(?<![\w$.])styled\.([a-z][a-zA-Z0-9]*)\b(?!\s*\.\s*withConfig)/g;
/** `styled(Link)` / `styled(Card)`: a component passed by name. */
const STYLED_COMPONENT = /(?<![\w$.])styled\(\s*([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)\s*\)(?!\s*\.\s*withConfig)/g;

/**
 * Gives every styled component a componentId made from its file and position, as
 * babel-plugin-styled-components does. Without it styled-components numbers components in the
 * order their modules run, which differs between the prerenderer (Node) and a browser that loads
 * lazy chunks in whatever order the visitor triggers them; the class names in the prerendered
 * HTML would then not be the ones the browser renders when it hydrates.
 */
export function styledComponentIds(sourceRoot: string): Plugin {
  return {
    name: 'styled-component-ids',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !file.startsWith(sourceRoot)) return null;
      if (!code.includes('styled')) return null;
      const relative = path.relative(sourceRoot, file).split(path.sep).join('/');
      // short (it is on every styled element of the prerendered HTML) and starting with a letter
      const fileHash = parseInt(createHash('sha256').update(relative).digest('hex').slice(0, 8), 16);
      const prefix = `s${fileHash.toString(36).padStart(7, '0')}`;
      let index = 0;
      const withId = (match: string) => `${match}.withConfig({ componentId: "${prefix}-${index++}" })`;
      const out = code.replace(STYLED_COMPONENT, withId).replace(STYLED_TAG, withId);
      return out === code ? null : { code: out, map: null };
    },
  };
}
