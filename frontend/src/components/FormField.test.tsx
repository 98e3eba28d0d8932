import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { TextInput } from './FormControls';
import { FormField } from './FormField';

function renderField(props: Partial<Parameters<typeof FormField>[0]> = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <FormField id="email" label="Email" {...props}>
        {(control) => <TextInput {...control} />}
      </FormField>
    </ThemeProvider>,
  );
}

describe('FormField', () => {
  it('labels the control and describes it by its hint', () => {
    renderField({ hint: 'Where we write to you.', required: true });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('Where we write to you.');
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error instead of the hint, announced, and marks the control invalid', () => {
    renderField({ hint: 'Where we write to you.', error: 'Enter an email address.' });
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address.');
    expect(screen.queryByText('Where we write to you.')).not.toBeInTheDocument();
  });

  it('keeps the hint under the error when asked, and adds outside descriptions last', () => {
    render(
      <ThemeProvider theme={theme}>
        <p id="note">Shared note.</p>
        <FormField id="pw" label="Password" hint="8 characters." error="Too short." keepHint describedBy="note">
          {(control) => <TextInput {...control} type="password" />}
        </FormField>
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Too short. 8 characters. Shared note.');
  });

  it('can leave the error unannounced where the form moves the focus to it', () => {
    renderField({ error: 'Enter an email address.', announceError: false });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter an email address.');
  });
});
