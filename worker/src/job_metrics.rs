//! Every job counted and timed by queue (`common::metrics`): started, retried (a later attempt),
//! finished or failed, and its duration. One layer on every queue's worker.

use std::{
    future::Future,
    pin::Pin,
    task::{Context, Poll},
    time::Instant,
};

use apalis::prelude::Task;
use tower::{Layer, Service};

/// Wraps a queue's job service.
#[derive(Debug, Clone, Copy)]
pub struct JobMetricsLayer {
    queue: &'static str,
}

impl JobMetricsLayer {
    pub fn new(queue: &'static str) -> Self {
        Self { queue }
    }
}

impl<S> Layer<S> for JobMetricsLayer {
    type Service = JobMetrics<S>;

    fn layer(&self, inner: S) -> JobMetrics<S> {
        JobMetrics {
            inner,
            queue: self.queue,
        }
    }
}

#[derive(Debug, Clone)]
pub struct JobMetrics<S> {
    inner: S,
    queue: &'static str,
}

impl<S, Args> Service<Task<Args>> for JobMetrics<S>
where
    S: Service<Task<Args>>,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = Pin<Box<dyn Future<Output = Result<S::Response, S::Error>> + Send>>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, task: Task<Args>) -> Self::Future {
        let queue = self.queue;
        common::metrics::job_started(queue, task.ctx().attempt());
        let started = Instant::now();
        let running = self.inner.call(task);
        Box::pin(async move {
            let result = running.await;
            common::metrics::job_ended(queue, result.is_ok(), started.elapsed());
            result
        })
    }
}
