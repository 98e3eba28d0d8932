import { Router } from 'express';
import { requireAdmin } from '../../engine/http/authentication';
import { HttpError } from '../../engine/http/errors';
import { RestInput } from '../../engine/http/rest-input';
import { signOut } from '../../engine/http/session';
import { CredentialsArgs } from './auth.inputs';
import { CreateUserInput } from './users.inputs';
import { passwordAccepted, secondStep, secondStepMessage, type SignInSteps } from './sign-in-steps';
import { TwoFactorCodeArgs } from './two-factor.inputs';
import { UserRole } from '../../engine/auth/user-role';

const credentialsInput = new RestInput(CredentialsArgs, { username: 'username', password: 'password' });
const codeInput = new RestInput(TwoFactorCodeArgs, { code: 'code' });
const registerInput = new RestInput(CreateUserInput, { username: 'username', password: 'password', role: 'role' });

export function authRoutes(steps: SignInSteps): Router {
  const { users } = steps;
  const router = Router();

  router.get('/api/user', (req, res) => {
    const { principal } = req;
    if (!principal) throw new HttpError(401, 'Not authenticated');
    res.json({ success: true, data: { id: principal.id, username: principal.username, role: principal.role } });
  });

  router.post('/api/login', async (req, res) => {
    const user = await users.authenticate(await credentialsInput.read(req.body));
    if (!user) throw new HttpError(401, 'Invalid username or password');
    if (await passwordAccepted(req, user, steps)) {
      res.json({ success: true, twoFactorRequired: true });
      return;
    }
    res.json({ success: true, data: { id: user.id, username: user.username, role: user.role } });
  });

  router.post('/api/login/two-factor', async (req, res) => {
    const { code } = await codeInput.read(req.body);
    const result = await secondStep(req, code, steps);
    if (result.kind !== 'signed-in') {
      if (result.kind === 'locked') {
        res
          .status(429)
          .json({ success: false, error: secondStepMessage(result), lockedUntil: result.until.toISOString() });
        return;
      }
      throw new HttpError(result.kind === 'no-pending' ? 409 : 401, secondStepMessage(result));
    }
    const { user } = result;
    res.json({ success: true, data: { id: user.id, username: user.username, role: user.role } });
  });

  /** Only an admin may create accounts: there is no public sign-up. Without a role, an analyst. */
  router.post('/api/register', requireAdmin, async (req, res) => {
    const body: unknown = req.body;
    const withRole = body && typeof body === 'object' && !('role' in body) ? { ...body, role: UserRole.ANALYST } : body;
    const user = await users.create(await registerInput.read(withRole));
    res.status(201).json({ success: true, data: { id: user.id, username: user.username, role: user.role } });
  });

  router.post('/api/logout', async (req, res) => {
    await signOut(req);
    res.clearCookie('connect.sid', { path: '/' });
    res.json({ success: true });
  });

  return router;
}
