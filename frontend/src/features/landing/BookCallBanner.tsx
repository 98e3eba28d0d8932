import styled from 'styled-components';
import { media } from '../../theme/theme';
import { BookingLink } from '../../components/BookingLink';
import { Icon } from '../../components/Icon';

export function BookCallBanner() {
  return (
    <Banner>
      <Text>
        <Title>Ready to see what AI can do for your growth?</Title>
        <Lead>
          In a free 30-minute call we audit your current funnel and hand you three quick wins you can act on this month,
          whether you hire us or not.
        </Lead>
      </Text>
      <BookingLink variant="inverse" size="lg">
        <Icon name="calendar" size={18} />
        BOOK A CALL
      </BookingLink>
    </Banner>
  );
}

const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[7]}px ${({ theme }) => theme.space[8]}px;
  border-radius: ${({ theme }) => theme.radius.xl};
  background:
    radial-gradient(70% 120% at 100% 0%, ${({ theme }) => theme.color.accentOnDarkGlow} 0%, transparent 60%),
    ${({ theme }) => theme.color.accent};
  color: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @media (max-width: 1023px) {
    flex-direction: column;
    align-items: flex-start;
  }

  ${media.mobile} {
    padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px;

    & > a {
      width: 100%;
    }
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 640px;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;
  color: ${({ theme }) => theme.color.surface};

  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

const Lead = styled.p`
  color: ${({ theme }) => theme.color.accentSoft};
`;
