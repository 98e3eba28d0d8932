import { BackLink } from '../../components/BackLink';

export function BackToLeadsLink() {
  return <BackLink to="/leads">Back to leads</BackLink>;
}
