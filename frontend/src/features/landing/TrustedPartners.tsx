import styled from 'styled-components';
import { media } from '../../theme/theme';
import { PARTNERS } from './landingContent';
import { RevealOnScroll } from './RevealOnScroll';
import { Container } from '../../components/sectionLayout';

export function TrustedPartners() {
  return (
    <Band aria-labelledby="partners-title">
      <RevealOnScroll>
        <Container>
          <Title id="partners-title">Trusted Partners &amp; Collaborators</Title>
          <List>
            {PARTNERS.map((partner) => (
              <Badge key={partner.name} data-testid="partner-badge">
                <Monogram aria-hidden="true">{partner.logoText}</Monogram>
                <Name>{partner.name}</Name>
              </Badge>
            ))}
          </List>
        </Container>
      </RevealOnScroll>
    </Band>
  );
}

const Band = styled.section`
  padding: ${({ theme }) => theme.space[8]}px 0;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[7]}px 0;
  }
`;

const Title = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.14em;
  text-align: center;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    gap: ${({ theme }) => theme.space[3]}px;
  }
`;

const Badge = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  min-height: 72px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surfaceAlt};

  ${media.mobile} {
    flex-direction: column;
    justify-content: center;
    gap: ${({ theme }) => theme.space[2]}px;
    text-align: center;
  }
`;

const Monogram = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.color.surface};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.inkSoft};

  ${media.mobile} {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
