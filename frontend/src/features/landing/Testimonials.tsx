import styled from 'styled-components';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../theme/theme';
import { Icon } from '../../components/Icon';
import { TESTIMONIALS } from './landingContent';
import { RevealOnScroll } from './RevealOnScroll';
import { Container, Eyebrow, Section, SectionHeader, SectionLead, SectionTitle } from '../../components/sectionLayout';

export function Testimonials() {
  return (
    <Section id="testimonials" $tone="dark" aria-labelledby="testimonials-title">
      <RevealOnScroll>
        <Container>
          <SectionHeader>
            <Eyebrow $onDark>Testimonials</Eyebrow>
            <SectionTitle id="testimonials-title">What our clients say</SectionTitle>
            <SectionLead $onDark>
              Founders and marketing leaders who handed us their growth targets, in their own words.
            </SectionLead>
          </SectionHeader>
          <Grid>
            {TESTIMONIALS.map((testimonial) => (
              <Quote key={testimonial.name} data-testid="testimonial">
                <QuoteTop>
                  <QuoteMark>
                    <Icon name="quote" size={28} />
                  </QuoteMark>
                  <Stars>
                    <VisuallyHidden>Rated 5 out of 5</VisuallyHidden>
                    {[0, 1, 2, 3, 4].map((star) => (
                      <Icon key={star} name="star" size={16} />
                    ))}
                  </Stars>
                </QuoteTop>
                <Blockquote>
                  <p>“{testimonial.quote}”</p>
                </Blockquote>
                <Person>
                  <Initials aria-hidden="true">{testimonial.initials}</Initials>
                  <div>
                    <PersonName>{testimonial.name}</PersonName>
                    <PersonRole>{testimonial.role}</PersonRole>
                  </div>
                </Person>
              </Quote>
            ))}
          </Grid>
        </Container>
      </RevealOnScroll>
    </Section>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[5]}px;

  @media (max-width: 1023px) {
    grid-template-columns: minmax(0, 1fr);
    max-width: 640px;
    margin: 0 auto;
  }
`;

const Quote = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.color.lineOnDark};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.darkSurface};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[5]}px;
  }
`;

const QuoteTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const QuoteMark = styled.span`
  color: ${({ theme }) => theme.color.accentOnDark};
`;

const Stars = styled.span`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.color.accentOnDark};
`;

const Blockquote = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: ${({ theme }) => theme.lineHeight.body};
  color: ${({ theme }) => theme.color.onDark};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

const Person = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.color.lineOnDark};
`;

const Initials = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.accent};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.surface};
`;

const PersonName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.onDark};
`;

const PersonRole = styled.p`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.onDarkMuted};
`;
