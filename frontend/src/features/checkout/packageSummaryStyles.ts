import styled from 'styled-components';

/** The package's name, description and price at the top of the checkout card, in every state. */
export const PackageTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

export const PackageDescription = styled.p`
  color: ${({ theme }) => theme.color.inkSoft};
  margin-bottom: ${({ theme }) => theme.space[4]}px;

  a {
    color: ${({ theme }) => theme.color.accent};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export const PackagePrice = styled.p`
  font-size: ${({ theme }) => theme.fontSize['2xl']};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
`;
