import styled from 'styled-components';
import { media } from '../../theme/theme';
import { Icon } from '../../components/Icon';
import { TEAM_ROLES } from './landingContent';
import { CardText, IconTile } from '../../components/sectionLayout';

export function TeamRoles() {
  return (
    <Block>
      <Heading>
        <Title id="team-title">70+ years of combined experience on your account</Title>
        <Intro>
          No juniors learning on your budget. Four senior specialists own your growth from strategy to signed deals.
        </Intro>
      </Heading>
      <Grid>
        {TEAM_ROLES.map((role) => (
          <RoleCard key={role.title} data-testid="team-role">
            <RoleTop>
              <IconTile>
                <Icon name={role.icon} />
              </IconTile>
              <Experience>{role.experience}</Experience>
            </RoleTop>
            <RoleTitle>{role.title}</RoleTitle>
            <CardText>{role.description}</CardText>
          </RoleCard>
        ))}
      </Grid>
    </Block>
  );
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  max-width: 720px;
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.extrabold};
  letter-spacing: -0.02em;

  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSize['3xl']};
  }
`;

const Intro = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;

  @media (max-width: 1023px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const RoleCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
`;

const RoleTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
`;

const Experience = styled.p`
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.surface};
  white-space: nowrap;
`;

const RoleTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;
