// The settings: the lead page's Marketing Settings tab (the settings module's tracking
// integrations). The Settings area's frame (/settings/*) is loaded by AppBody.
export { MarketingSettingsPanel } from './MarketingSettingsPanel';
