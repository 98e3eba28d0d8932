import { Router } from 'express';
import { HttpError, requireSignedIn } from '../../http/errors';
import { RestInput } from '../../http/rest-input';
import { sessionUser, signIn, signOut } from '../../http/session';
import { CredentialsArgs } from './auth.inputs';
import type { AuthService } from './auth.service';

const credentialsInput = new RestInput(CredentialsArgs, { username: 'username', password: 'password' });

export function authRoutes(auth: AuthService): Router {
  const router = Router();

  router.get('/api/user', (req, res) => {
    const user = sessionUser(req);
    if (!user) throw new HttpError(401, 'Not authenticated');
    res.json({ success: true, data: user });
  });

  router.post('/api/login', async (req, res) => {
    const user = await auth.authenticate(await credentialsInput.read(req.body));
    if (!user) throw new HttpError(401, 'Invalid username or password');
    const data = { id: user.id, username: user.username };
    await signIn(req, data);
    res.json({ success: true, data });
  });

  /** Only a signed-in admin may create accounts: there is no public sign-up. */
  router.post('/api/register', requireSignedIn, async (req, res) => {
    const user = await auth.createUser(await credentialsInput.read(req.body));
    res.status(201).json({ success: true, data: { id: user.id, username: user.username } });
  });

  router.post('/api/logout', async (req, res) => {
    await signOut(req);
    res.clearCookie('connect.sid', { path: '/' });
    res.json({ success: true });
  });

  return router;
}
