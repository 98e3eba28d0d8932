import { Suspense, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { Container, Eyebrow, Section, SectionLead, SectionTitle } from '../../components/sectionLayout';
import { contactProcessSteps } from './contactProcessSteps';
import { DeferredContactForm, useRequestContactFormOnApproach } from '../contact-form';

export type ContactSectionProps = {
  className?: string;
};

/**
 * The landing page's #contact section: what happens after applying, and the application form.
 * The form's code (Formik, Yup, Apollo) loads only as the visitor approaches it or interacts
 * with the page; until then a prerendered page shows the form's server HTML, disabled.
 */
export function ContactSection({ className }: ContactSectionProps) {
  const formCardRef = useRef<HTMLDivElement>(null);
  useRequestContactFormOnApproach(formCardRef);

  return (
    <Section id="contact" $tone="alt" aria-labelledby="contact-title" className={className}>
      <Container>
        <Layout>
          <Intro>
            <Eyebrow>Apply to work with us</Eyebrow>
            <SectionTitle id="contact-title">Tell us where growth is stuck</SectionTitle>
            <SectionLead>
              Share a few details about your business and goals. Every application is read by a strategist, not a bot,
              so the first call is about your numbers rather than a sales script.
            </SectionLead>
            <ReplyPromise>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              We reply to every application within 48 hours.
            </ReplyPromise>
            <StepsHeading>What happens next</StepsHeading>
            <Steps>
              {contactProcessSteps.map((step, index) => (
                <Step key={step.title}>
                  <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                  <div>
                    <StepTitle>{step.title}</StepTitle>
                    <StepText>{step.description}</StepText>
                  </div>
                </Step>
              ))}
            </Steps>
          </Intro>
          <FormCard ref={formCardRef}>
            <noscript>
              <NoScriptNote>
                The application form needs JavaScript. Please enable it, or book a call with the button at the top of
                the page.
              </NoScriptNote>
            </noscript>
            <Suspense
              fallback={
                <FormLoading>
                  <Spinner label="Loading the application form" size="lg" />
                </FormLoading>
              }
            >
              <DeferredContactForm />
            </Suspense>
          </FormCard>
        </Layout>
      </Container>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: ${({ theme }) => theme.space[8]}px;
  align-items: start;

  @media (max-width: 1024px) {
    grid-template-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]}px;
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: 60ch;

  @media (min-width: 1025px) {
    position: sticky;
    top: ${({ theme }) => theme.space[9]}px;
  }
`;

const ReplyPromise = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.accentHover};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};

  svg {
    flex: none;
  }
`;

const StepsHeading = styled.h3`
  margin-top: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Step = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: flex-start;
`;

const StepNumber = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const StepTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
`;

const StepText = styled.p`
  margin-top: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
`;

const FormCard = styled.div`
  padding: ${({ theme }) => theme.space[7]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}px) {
    padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
`;

const NoScriptNote = styled.p`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.accentSoft};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

// Only seen after client-side navigation to the page (a prerendered page shows the form itself):
// the form's measured height, so the footer barely moves when the form arrives.
const FormLoading = styled.div`
  display: grid;
  place-items: center;
  min-height: 1850px;

  @media (min-width: ${({ theme }) => theme.breakpoint.mobile + 1}px) {
    min-height: 1320px;
  }
`;
