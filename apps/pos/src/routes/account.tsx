import { createFileRoute } from '@tanstack/react-router';
import { ChangePasswordForm } from '../features/account/change-password-form';

export const Route = createFileRoute('/account')({ component: ChangePasswordForm });
