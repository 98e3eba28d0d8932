// The privacy module's screens: a lead's data rights (export, erasure) for the lead list; the data
// retention settings are a section of the Settings area (/settings/retention, loaded by AppBody).
export { useLeadDataRights } from './useLeadDataRights';
