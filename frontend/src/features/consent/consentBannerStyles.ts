import { theme } from '../../theme/theme';

const { color, radius, fontSize, fontWeight, font } = theme;

/**
 * The banner's styles, from the site's tokens: one accent colour, the type scale. A fixed overlay,
 * so it shifts nothing on the page (CLS stays 0). Phones: a sheet across the window, just above the
 * chat button (--chat-launcher-room, ChatWidget); from 640 px a card at the bottom left, clear of
 * it. Above the floating menu, below the chat panel, the menu drawer and the toasts.
 */
export const CONSENT_BANNER_CSS = `
.cc{position:fixed;z-index:${theme.zIndex.floatingMenu + 5};left:8px;right:8px;bottom:calc(var(--chat-launcher-room,88px) - 4px);display:flex;max-height:calc(100dvh - var(--chat-launcher-room,88px) - 12px);font-family:${font.body};font-size:${fontSize.md};line-height:1.5;color:${color.ink};animation:cc-in .28s cubic-bezier(.2,.8,.2,1)}
.cc:focus{outline:none}
.cc *,.cc *::before{box-sizing:border-box}
.cc-card{display:flex;flex-direction:column;gap:16px;width:100%;overflow-y:auto;padding:20px;border:1px solid ${color.border};border-radius:${radius.lg};background:${color.surface};box-shadow:0 24px 48px rgba(11,16,32,.16),0 2px 6px rgba(11,16,32,.06)}
.cc-head{display:flex;align-items:center;gap:12px}
.cc-icon{flex:none;display:grid;place-items:center;width:36px;height:36px;border-radius:${radius.md};background:${color.accentSoft};color:${color.accent}}
.cc-title{margin:0;font-size:${fontSize.lg};font-weight:${fontWeight.bold};letter-spacing:-.01em;line-height:1.3}
.cc-text,.cc-desc{margin:0;color:${color.inkSoft};font-size:${fontSize.sm};line-height:1.55}
.cc a{color:${color.accent};font-weight:${fontWeight.semibold};text-decoration:underline;text-underline-offset:2px}
.cc a:hover{color:${color.accentHover}}
.cc :focus-visible{outline:3px solid ${color.accent};outline-offset:2px}
.cc-prefs{display:flex;flex-direction:column;margin:0;padding:0;border:0}
.cc-prefs[hidden]{display:none}
.cc-cat{display:flex;align-items:flex-start;justify-content:space-between;gap:16px;padding:12px 0;border-top:1px solid ${color.border}}
.cc-cat:last-child{border-bottom:1px solid ${color.border}}
.cc-name{display:block;font-size:${fontSize.sm};font-weight:${fontWeight.semibold};cursor:pointer}
.cc-desc{display:block;margin-top:2px;color:${color.muted}}
.cc-switch{flex:none;appearance:none;position:relative;width:44px;height:26px;margin:0;border-radius:${radius.pill};background:#767D91;cursor:pointer;transition:background .15s}
.cc-switch::before{content:'';position:absolute;top:3px;left:3px;width:20px;height:20px;border-radius:50%;background:${color.surface};box-shadow:0 1px 2px rgba(11,16,32,.3);transition:transform .15s}
.cc-switch:checked{background:${color.accent}}
.cc-switch:checked::before{transform:translateX(18px)}
.cc-switch:disabled{opacity:.5;cursor:not-allowed}
.cc-actions{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.cc-btn{min-height:44px;padding:10px 16px;border-radius:${radius.md};font:inherit;font-size:${fontSize.sm};font-weight:${fontWeight.semibold};cursor:pointer;transition:background .15s,border-color .15s}
.cc-btn[hidden]{display:none}
.cc-solid{border:1px solid ${color.accent};background:${color.accent};color:${color.surface}}
.cc-solid:hover{border-color:${color.accentHover};background:${color.accentHover}}
.cc-outline{grid-column:1/-1;border:1px solid #C9CEDA;background:${color.surface};color:${color.ink}}
.cc-outline:hover{background:${color.surfaceAlt}}
@media (min-width:640px){.cc{left:24px;right:auto;bottom:24px;width:min(440px,calc(100vw - 136px));max-height:calc(100dvh - 48px)}.cc-card{padding:24px}}
@keyframes cc-in{from{opacity:0;transform:translateY(16px)}}
@media (prefers-reduced-motion:reduce){.cc,.cc-switch,.cc-switch::before{animation:none;transition:none}}
`;
