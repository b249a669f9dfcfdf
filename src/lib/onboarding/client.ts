'use client'

/** The browser's API client: sonner toasts, navigator.onLine and the stored token. */
import { toast } from '@/lib/toast'

import { createApiClient } from './api'
import { createEndpoints } from './endpoints'
import { signedOut } from './state'
import { getToken, setToken, updateState } from './store'

export const onboardingApi = createEndpoints(
  createApiClient({
    fetch: (input, init) => fetch(input, init),
    notify: {
      error: (title, description) => toast.error(title, { description }),
      success: (title, description) => toast.success(title, { description }),
    },
    isOnline: () => navigator.onLine,
    getToken,
    onUnauthorized: () => {
      setToken('')
      updateState(signedOut)
    },
  }),
)
